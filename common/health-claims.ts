import { frenchTypography } from './typography.ts';

// The marketplace's content policy, as a check (issue 17): product names and descriptions may
// tell traditional uses, ingredients, origin, taste and cosmetic effects, never that a product
// treats, cures or prevents a condition, slims, or is a medicine. The page /politique-de-contenu
// says it to sellers; this list is what the server holds them to. Add to it when the team finds
// a new wording: products already on sale that trip it show up in the back-office.
//
// Everything is matched on folded text (lower case, accents and ligatures removed), whole words
// only, so « GUÉRIT », « guerit » and « guérit » are one word and « manucure » holds no « cure ».
// Each entry is a regular expression source that PostgreSQL (ARE) reads as JavaScript does, so
// the back-office can look for candidates in SQL with the same list (healthVocabularyPattern).

const sources = (patterns: RegExp[]) => patterns.map((pattern) => pattern.source);

/** After « soigne » or « traite », what makes it the verb (« soigne les boutons ») rather than
 * the participle the folding turns into the same letters (« un emballage soigné »). */
const OBJECT_FOLLOWS =
  /(?=\s+(?:l['’]|(?:les?|la|du|des|vos|votre|ses|son|sa)\s|efficacement|naturellement|durablement))/
    .source;

/** Promises to heal, treat, prevent or slim, and medicine words: refused wherever they stand. */
const CLAIMS = [
  ...sources([
    /gueri\w*/,
    /soign(?:er|ent|ez|ons|ant|ante|ants|antes)/,
    /trait(?:er|ent|ez|ons|ant|ante|ants|antes)/,
    /remed(?:e|es|ier|ie|ient)/,
    /previen(?:t|nent)/,
    /preven(?:ir|tion|tif|tifs|tive|tives)/,
    /cures?/,
    /curati(?:f|fs|ve|ves)/,
    /soulag\w*/,
    /medicina(?:l|le|les|ux)/,
    /therapeuti\w*/,
    /miracles?/,
    // « anti-… » naming a disease or a drug class; « antioxydant », « anti-âge » stay allowed.
    /anti[- ]?(?:inflammat|bacteri|vira|bioti|septi|fongi|cancer|diabet|palud|douleur|tumor|hypertens|infecti|allergi|parasit|vomiti|rhumat)\w*/,
    // Slimming and « draining ».
    /minceur/,
    /amincissant\w*/,
    /mincir/,
    /maigrir/,
    /brule[- ]?graisses?/,
    /perte\s+de\s+poids/,
    /perdre\s+du\s+poids/,
    /kilos\s+en\s+trop/,
    /coupe[- ]faim/,
    /drain(?:ant|ante|ants|antes)/,
    /detox\w*/,
    /depurati\w*/,
    /ventre\s+plat/,
    // A regulated claim that needs an analysis the team cannot check yet.
    /sans\s+gluten/,
  ]),
  `soigne${OBJECT_FOLLOWS}`,
  `traite${OBJECT_FOLLOWS}`,
];

/**
 * Diseases, symptoms and medical words: refused in a claim, accepted in a precaution
 * (« Déconseillé en cas d’hypertension », « Demandez l’avis d’un médecin si vous prenez un
 * traitement »), which the policy asks for.
 */
const CONDITIONS = sources([
  /maladies?/,
  /diabet\w*/,
  /glycemie/,
  /cholesterol/,
  /hypertension/,
  /hypotension/,
  /tension\s+arterielle/,
  /cancers?/,
  /cancereu\w*/,
  /tumeurs?/,
  /paludisme/,
  /malaria/,
  /vih/,
  /sida/,
  /asthme/,
  /infections?/,
  /infectieu\w*/,
  /inflammat\w*/,
  /immunit\w*/,
  /hemorroides?/,
  /ulceres?/,
  /hepatites?/,
  /typhoide/,
  /fievres?/,
  /grippes?/,
  /rhumes?/,
  /toux/,
  /angines?/,
  /ma(?:l|ux)\s+de\s+gorge/,
  /gorges?\s+irritees?/,
  /ma(?:l|ux)\s+de\s+tete/,
  /migraines?/,
  /douleurs?/,
  /rhumatism\w*/,
  /arthros\w*/,
  /arthrite/,
  /eczema/,
  /psoriasis/,
  /dermatites?/,
  /acne/,
  /mycoses?/,
  /plaies?/,
  /cicatris\w*/,
  /irritations?\s+du\s+change/,
  /erythemes?(?:\s+fessiers?)?/,
  /insomnies?/,
  /depression/,
  /anxiete/,
  /constipation/,
  /diarrhees?/,
  /ballonnements?/,
  /digestions?\s+difficiles?/,
  /troubles?\s+(?:digestifs?|du\s+sommeil)/,
  // Motion sickness, and the way it is hinted at (« pour les trajets en voiture »).
  /mal\s+des\s+transports/,
  /mal\s+de\s+mer/,
  /nausees?/,
  /vomissements?/,
  /trajets?\s+en\s+(?:voiture|car|bus|bateau|avion)/,
  /anemie/,
  /drepanocytose/,
  /infertilite/,
  /impuissance/,
  /obesite/,
  /coeliaques?/,
  // Medicines and what they do, which a precaution names too (« si vous prenez des laxatifs »).
  /traitements?/,
  /medicaments?/,
  /laxati\w*/,
  /purgati\w*/,
  /diureti\w*/,
]);

/** What makes a sentence a precaution, in which a condition may be named. */
const PRECAUTIONS = sources([
  /deconseill\w*/,
  /ne\s+convient\s+pas/,
  /a\s+eviter/,
  /evite[rz]/,
  /ne\s+pas\s+(?:depasser|utiliser|consommer|donner|appliquer|avaler|prendre)/,
  /ne\s+remplace\s+pas/,
  /demandez\s+(?:l['’]\s*)?(?:avis|conseil)/,
  /consulte[rz]/,
  // A negative order: « Ne massez pas une plaie », « N’appliquez pas… ».
  /n(?:e\s+|')\w+ez\s+pas/,
  /parlez[- ]en/,
  /cessez/,
]);

/** Wordings that hold a listed word and claim nothing: farming without chemicals. */
const HARMLESS = sources([/non[- ]trait\w*/, /sans\s+traitements?(?:\s+chimiques?)?/]);

/** A daily dose of a supplement or a tincture, which must say not to go past it. */
const DOSE_UNITS = /(?:gelules?|gouttes?|comprimes?|capsules?|cuilleres?|cuillerees?|ampoules?)/
  .source;
const DOSE_UNIT = new RegExp(`(?<!\\p{L})${DOSE_UNITS}(?!\\p{L})`, 'u');
const PER_DAY = /(?<!\p{L})par\s+jour(?!\p{L})/u;
const DOSE_WARNING = /depass/u;

const wholeWords = (alternatives: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');

const CLAIM_WORDS = wholeWords(CLAIMS);
const CONDITION_WORDS = wholeWords(CONDITIONS);
const PRECAUTION_WORDS = wholeWords(PRECAUTIONS);
const HARMLESS_WORDS = wholeWords(HARMLESS);

/**
 * Every listed word, as a PostgreSQL regular expression over baobab_search_text (lower case,
 * unaccent): what the back-office's list of products to review looks for in SQL, before
 * screenHealthContent decides on each candidate.
 */
export const healthVocabularyPattern = `\\m(?:${[...CLAIMS, ...CONDITIONS].join('|')})\\M`;

/** The text in lower case without accents, and where each of its characters comes from. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace('œ', 'oe')
      .replace('æ', 'ae')
      .replace('’', "'")
      // Line breaks end sentences; other spaces (no-break ones included) are spaces.
      .replace(/[^\S\n]/u, ' ');
    for (const piece of plain) {
      folded += piece;
      origin.push(index);
    }
    index += char.length;
  }
  origin.push(index);
  return { folded, origin };
}

/** The same text with the harmless wordings blanked out, at the same length. */
const withoutHarmless = (folded: string) =>
  folded.replace(HARMLESS_WORDS, (wording) => ' '.repeat(wording.length));

/** The sentences of a text, each with its start, so that its matches map back to the text. */
function sentences(folded: string): { start: number; text: string }[] {
  return [...folded.matchAll(/[^.!?;\n]+/g)].map((match) => ({
    start: match.index,
    text: match[0],
  }));
}

export interface HealthContentScreening {
  /** The words to rephrase, as the seller wrote them, each once, in the text's order. */
  claims: string[];
  /** A daily dose without « Ne pas dépasser la dose indiquée ». */
  doseWithoutWarning: boolean;
}

/** What in a product's name or description breaks the content policy. */
export function screenHealthContent(text: string): HealthContentScreening {
  const { folded: raw, origin } = fold(text);
  const folded = withoutHarmless(raw);
  const found = new Map<string, string>();
  const keep = (start: number, length: number) => {
    const key = raw.slice(start, start + length);
    if (!found.has(key)) found.set(key, text.slice(origin[start], origin[start + length]));
  };
  const spans: { start: number; length: number }[] = [];
  let dailyDose = false;
  for (const sentence of sentences(folded)) {
    dailyDose ||= DOSE_UNIT.test(sentence.text) && PER_DAY.test(sentence.text);
    const precaution = sentence.text.search(PRECAUTION_WORDS) >= 0;
    for (const words of precaution ? [CLAIM_WORDS] : [CLAIM_WORDS, CONDITION_WORDS]) {
      for (const match of sentence.text.matchAll(words)) {
        spans.push({ start: sentence.start + match.index, length: match[0].length });
      }
    }
  }
  // « anti-inflammatoire » is one claim, not also an « inflammatoire » condition.
  let end = 0;
  for (const { start, length } of spans.sort((a, b) => a.start - b.start || b.length - a.length)) {
    if (start < end) continue;
    keep(start, length);
    end = start + length;
  }
  return {
    claims: [...found.values()],
    doseWithoutWarning: dailyDose && !DOSE_WARNING.test(folded),
  };
}

export const CONTENT_POLICY_PATH = '/politique-de-contenu';

/** The French message beside the field, or undefined when the text follows the policy. */
export function healthContentProblem(text: string): string | undefined {
  const { claims, doseWithoutWarning } = screenHealthContent(text);
  if (claims.length === 0 && !doseWithoutWarning) return undefined;
  const parts = [
    claims.length > 0 &&
      `Reformulez sans allégation de santé : ${claims.map((claim) => `« ${claim} »`).join(', ')}.`,
    doseWithoutWarning &&
      'Une dose par jour s’accompagne de la mention « Ne pas dépasser la dose indiquée ».',
    'Voir la politique de contenu.',
  ];
  return frenchTypography(parts.filter(Boolean).join(' '));
}
