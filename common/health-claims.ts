import { tabledNutrients, type NutritionValues } from './nutrients.ts';
import { frenchTypography } from './typography.ts';

// The marketplace's content policy, as a check (issue 17, reworked for issue 45): every text a
// visitor reads may tell traditional uses, ingredients, origin, taste and cosmetic effects, never
// that a product treats, cures or prevents a condition, acts on a body function, slims, or is a
// medicine. The page /politique-de-contenu says it; this module is the whole rule set, shared by
// the forms, the services and the back-office.
//
// How a text is read:
// 1. Normalised: lower case, no accents or ligatures, elisions opened (« l’hypertension » is
//    « l hypertension »), « ph » read « f », « y » read « i », and repeated letters read once, so
//    « GUÉRRIT », « hémoroïdes » and « hémorroïdes » are each one spelling. Patterns below are
//    written in ordinary French and go through the same rules.
// 2. Cut into sentences, then clauses (commas, colons, brackets): a precaution or a disclaimer
//    (« déconseillé aux… », « n’est pas un médicament ») exempts its own clause only, never the
//    sentence, so « Efficace contre le paludisme, à éviter pendant la grossesse » is refused.
// 3. Judged by structure rather than by a list of sentences: a promise word (guérir, remède…), a
//    condition outside a precaution, an effect verb with a body function in one clause (« fait
//    tomber la tension »), a medical group with a recommendation (« idéal pour les
//    hypertendus »), a nutrient claim without its quantity, a daily dose without its warning.
//    These are refused. What is only suspicious (a general health word, a word one letter away
//    from a condition, a medical group alone) goes to the team's « Allégations de santé » queue.
//
// Each pattern is a regular expression source that PostgreSQL (ARE) reads as JavaScript does,
// so the back-office can look for candidates in SQL (healthVocabularyPattern, over text
// normalised by SQL_SPELLING_STEPS).

/** Spelling rules applied to texts and patterns alike: [ARE/JS pattern, SQL replacement]. */
export const SQL_SPELLING_STEPS: readonly (readonly [string, string])[] = [
  // Elisions open (the screen's folding does it first; PostgreSQL's text still has them).
  ["['’]", ' '],
  ['ph', 'f'],
  ['y', 'i'],
  ['([a-z])\\1+', '\\1'],
];
const SPELLING_STEPS = SQL_SPELLING_STEPS.map(
  ([pattern, replacement]) => [new RegExp(pattern, 'g'), replacement.replace('\\1', '$1')] as const,
);

/** A pattern written in ordinary (folded) French, read with the same spelling rules. */
const spelled = (pattern: RegExp | string) =>
  SPELLING_STEPS.reduce(
    (source, [from, to]) => source.replace(from, to),
    typeof pattern === 'string' ? pattern : pattern.source,
  );
const spelledAll = (patterns: (RegExp | string)[]) => patterns.map(spelled);

/** Always refused, whatever the clause says around them. */
const ABSOLUTE = spelledAll([
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
  /miracles?/,
  /aphrodisiaque\w*/,
  // A regulated claim that needs an analysis the team cannot check yet.
  /sans\s+gluten/,
]);

/** After « soigne » or « traite », what makes it the verb (« soigne les boutons ») rather than
 * the participle the folding turns into the same letters (« un emballage soigné »). */
const OBJECT_FOLLOWS =
  /(?=\s+(?:l\s|(?:les?|la|du|des|vos|votre|ses|son|sa|tout|tous)\s|efficacement|naturellement|durablement|rapidement))/
    .source;

/** Promises to heal, treat or prevent, and medicine words (English ones too). */
const CLAIMS = spelledAll([
  // Not « Guérin », a family name.
  /gueri(?:[a-mo-z]\w*|n\w+)?/,
  /soign(?:er|ent|ez|ons|ant|ante|ants|antes)/,
  /trait(?:er|ent|ez|ons|ant|ante|ants|antes)/,
  /remed(?:e|es|ier|ie|ient|y|ies)/,
  /previen(?:t|nent)/,
  /preven(?:ir|tion|tif|tifs|tive|tives)/,
  /cures?/,
  /curati(?:f|fs|ve|ves)/,
  /soulag\w*/,
  /medicina(?:l|le|les|ux)/,
  /therapeuti\w*/,
  /eradiqu\w*/,
  // « anti-… » naming a disease or a drug class; « antioxydant », « anti-âge » stay allowed.
  /anti[- ]?(?:inflammat|bacteri|vira|bioti|septi|fongi|cancer|diabet|palud|douleur|tumor|hypertens|infecti|allergi|parasit|vomiti|rhumat|stress|fatigue)\w*/,
  /heal(?:s|ing|ed)?/,
  /treats?/,
  /prevents?/,
  `soigne${OBJECT_FOLLOWS}`,
  `traite${OBJECT_FOLLOWS}`,
]);

/** Diseases, symptoms and medicines: refused, except in a precaution that names them. */
const CONDITIONS = spelledAll([
  /maladies?/,
  /diabet\w*/,
  /glycemie/,
  /cholesterol/,
  /hyperten[st]\w*/,
  /hypertendu\w*/,
  /hypoten[st]\w*/,
  /tension\s+arterielle/,
  /cancers?/,
  /cancereu\w*/,
  /tumeurs?/,
  /palu(?:disme)?/,
  /malaria/,
  /vih/,
  /sida/,
  /asthm\w*/,
  /infections?/,
  /infectieu\w*/,
  /inflammat\w*/,
  /immunit\w*/,
  /hemorroides?/,
  /ulce(?:re|res|rs?)/,
  /hepatites?/,
  /typhoide/,
  /fievres?/,
  /fevers?/,
  /grippes?/,
  /rhumes?/,
  /toux/,
  /cough/,
  /angines?/,
  /ma(?:l|ux)\s+de\s+(?:gorge|tete|ventre|dos|dents)/,
  /gorges?\s+irritees?/,
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
  /regles\s+douloureuses/,
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

/** Single-word conditions that a misspelling one letter away still names (« paludime »). */
const FUZZY_CONDITIONS = [
  'paludisme',
  'diabete',
  'hypertension',
  'hypotension',
  'cholesterol',
  'hemorroides',
  'rhumatisme',
  'hepatite',
  'typhoide',
  'migraine',
  'insomnie',
  'constipation',
  'diarrhee',
  'infection',
  'inflammation',
  'psoriasis',
  'arthrose',
  'drepanocytose',
  'infertilite',
  'impuissance',
  'medicament',
  'guerison',
  'therapeutique',
].map(spelled);

/** A body function or organ that a product may not claim to act on. */
const FUNCTIONS = spelledAll([
  /tension/,
  /sang/,
  /sucre\s+(?:dans\s+le|du)\s+sang/,
  /taux\s+de\s+sucre/,
  /foie/,
  /reins?/,
  /defenses?\s+(?:naturelles|immunitaires|de\s+l\s+organisme)/,
  /systemes?\s+(?:immunitaires?|nerveux|digestifs?)/,
  /microbes?/,
  /virus/,
  /bacteries/,
  /germes/,
  /digesti(?:on|f|fs|ve|ves)/,
  /transit/,
  /intestin\w*/,
  /estomac/,
  /ventre/,
  /sommeil/,
  /memoire/,
  /concentration/,
  /fertilite/,
  /libido/,
  /virilite/,
  /erections?/,
  /circulation/,
  /coeur/,
  /cerveau/,
  /articulations?/,
  /os/,
  /prostate/,
  /menstruations?/,
  /cycle\s+menstruel/,
  /hormon\w*/,
  /poumons?/,
  /respiration/,
  /bronches/,
  /metabolisme/,
  /poids/,
  /graisses?/,
  /kilos/,
  /energie/,
  /vitalite/,
  /fatigue/,
  /tonus/,
  /stress/,
  /detente/,
  /relaxation/,
  /nerfs/,
  /humeur/,
  /organisme/,
  /toxines/,
  /lactation/,
  /lait\s+maternel/,
  /croissance/,
  /appetit/,
  /sante/,
  /blood/,
  /stomach/,
]);

/** What claims an effect when a body function is in the same clause. */
const EFFECTS = spelledAll([
  /(?:fait|font|faire|faites)\s+(?:tomber|baisser|chuter|descendre|fondre|monter|disparaitre|partir)/,
  /baiss(?:e|ent|er)/,
  /redui(?:t|sent|re)/,
  /diminu\w*/,
  /regul(?:e|ent|er|ateur|atrice|ation|aris\w*)/,
  /stabilis\w*/,
  /equilibr\w*/,
  /normalis\w*/,
  /purifi\w*/,
  /nettoi\w*/,
  /nettoy\w*/,
  /detoxifi\w*/,
  /elimin\w*/,
  /evacu\w*/,
  /renforc\w*/,
  /fortifi\w*/,
  /boost\w*/,
  /stimul\w*/,
  /amelior\w*/,
  /favoris\w*/,
  /facilit\w*/,
  /aid(?:e|ent|er)/,
  /proteg\w*/,
  /protect\w*/,
  /combat\w*/,
  /lutt\w*/,
  /contre/,
  /agi(?:t|ssent|r)\s+sur/,
  /(?:bon|bons|bonne|bonnes|excellent|excellente|ideal|ideale)\s+pour/,
  /efficace\w*/,
  /augment\w*/,
  /relanc\w*/,
  /activ(?:e|ent|er)/,
  /soutien\w*/,
  /entretien\w*/,
  /preserv\w*/,
  /apais\w*/,
  /calm(?:e|ent|er)/,
  /regener\w*/,
  /restaur\w*/,
  /dynamis\w*/,
  /reveill\w*/,
  /oxygen\w*/,
  /debouch\w*/,
  /libere\w*/,
  /donn(?:e|ent|er)\s+(?:de\s+la|de\s+l|du|des|un|une)/,
]);

/** « Une tisane pour la digestion »: « pour » just before a function claims it alone. */
const PURPOSES = [
  `${spelled(/pour\s+(?:(?:le|la|les|l|un|une|votre|vos|son|sa|ses|leur|leurs|du|des|bon|bonne)\s+)?/)}(?:${FUNCTIONS.join('|')})`,
];

/** People a product may not be recommended to: conditions and pregnancy. */
const MEDICAL_GROUPS = spelledAll([
  /femmes?\s+enceintes?/,
  /femmes?\s+allaitantes?/,
  /(?:jeunes\s+)?mamans\s+qui\s+allaitent/,
  /hypertendu\w*/,
  /diabetiques?/,
  /malades/,
  /convalescent\w*/,
  /asthmatiques?/,
  /drepanocytaires?/,
  /cardiaques?/,
  /seropositi\w*/,
  /personnes\s+fragiles/,
]);

/** What recommends a product to a group. */
const ENDORSEMENTS = spelledAll([
  /recommand\w*/,
  /conseill\w*/,
  /ideal\w*/,
  /parfait\w*/,
  /adapte\w*/,
  /indique\w*/,
  /special\w*/,
  /destine\w*/,
  /convient/,
  /concu\w*/,
  /pour/,
]);

/** General health words: not refused, but the team reads them (« bon pour la santé »). */
const SUSPICIOUS = spelledAll([
  /sante/,
  /bienfaits?/,
  /vertus?/,
  /proprietes/,
  /vitalite/,
  /tonifiant\w*/,
  /energisant\w*/,
  /fortifiant\w*/,
  /reconstituant\w*/,
  /revitalis\w*/,
]);

/** A nutrient, which a claim must quantify (per 100 g) or show in the nutrition table. */
const NUTRIENTS = spelledAll([
  /vitamines?(?:\s+(?:[a-e]\d*|k|b\d+))?/,
  /fer/,
  /calcium/,
  /magnesium/,
  /zinc/,
  /potassium/,
  /phosphore/,
  /iode/,
  /selenium/,
  /proteines?/,
  /fibres?/,
  /omega[- ]?\d*/,
  /acides?\s+gras/,
  /(?:sels\s+)?mineraux/,
  /oligo[- ]?elements?/,
  /beta[- ]?carotene/,
  /energie/,
]);

/** What claims a nutrient: « riche en », « source de »… */
const NUTRITION_CLAIMS = spelledAll([
  /riches?\s+en/,
  /(?:bonne\s+|excellente\s+|grande\s+)?sources?\s+(?:de|d)/,
  /plein(?:e|es|s)?\s+(?:de|d)/,
  /bourre(?:e|es|s)?\s+(?:de|d)/,
  /regorge\w*\s+(?:de|d)/,
  /gorge(?:e|es|s)?\s+(?:de|d)/,
  /concentre(?:e|es|s)?\s+(?:de|d|en)/,
  /(?:forte\s+)?teneur\s+(?:elevee\s+)?en/,
  /apport\s+(?:eleve\s+)?en/,
]);

/** A quantity with its unit: « 52 mg », « 12 g pour 100 g », « 350 kcal », « 15 % ». */
const QUANTITY = /\d+(?:[.,]\d+)?\s*(?:mg|g|µg|ug|mcg|kcal|kj|ui|%)(?![\p{L}\p{N}])/u;

/** A clause that is a precaution: it may name the conditions it warns about. */
const PRECAUTIONS = spelledAll([
  /deconseill\w*/,
  /ne\s+convient\s+pas/,
  /(?:est|sont|produit|plante)\s+a\s+eviter/,
  /^\s*a\s+eviter/,
  // « Évitez les racines », not « évitez les rhumes » (a promise to prevent them).
  `evitez(?!\\s+(?:les?|la|l|des?|du|vos|votre)\\s+(?:${CONDITIONS.join('|')}))`,
  /precautions?/,
  /attention/,
  /prudence/,
  /vigilan\w*/,
  /(?:doit|doivent|devrait|devraient)\s+(?:etre\s+)?(?:\p{L}+\s+)?(?:attenti\w*|prudent\w*|vigilant\w*|consulter|demander|eviter|s\s+abstenir)/u,
  /ne\s+pas\s+(?:depasser|utiliser|consommer|donner|appliquer|avaler|prendre|laisser|exposer)/,
  /ne\s+remplace\s+pas/,
  /demandez\s+(?:l\s+)?(?:avis|conseil)/,
  /demander\s+(?:l\s+)?(?:avis|conseil)/,
  /consulte[rz]/,
  /parlez[- ]en/,
  /cessez/,
  /tenir\s+hors\s+de\s+(?:la\s+)?portee/,
  /usage\s+externe/,
  /en\s+cas\s+de\s+doute/,
  // A negative order: « Ne massez pas une plaie », « N’appliquez pas… ».
  /n(?:e)?\s+\p{L}+ez\s+pas/u,
  // A disclaimer: « n’est pas un médicament », « ne guérit aucune maladie ».
  /n(?:e)?\s+(?:est|sont|remplace|remplacent|gueri\w*|soigne|soignent|traite|traitent|previent|constitue|constituent|revendique|permet|permettent|prouve|prouvent|a|ont|contient|subit|a\s+subi|s\s+agit)\s+(?:\p{L}+\s+)?(?:pas|aucun|aucune|ni)(?!\s+(?:seulement|que|uniquement|simplement))/u,
]);

/** Openers of a clause that sets a precaution's conditions (« Si vous prenez un traitement, »). */
const CONDITIONAL = spelled(
  /^\s*(?:si|s|en\s+cas|chez|pendant|durant|avant|apres|quand|lorsque|lorsqu|les|toute?s?|celles|ceux|quiconque|pour\s+(?:les|un|une)\s+(?:personnes|enfants?|jeunes))(?![\p{L}\p{N}])/u,
);

/** Wordings that hold a listed word and claim nothing: farming, cuts of meat, the kitchen. */
const HARMLESS = spelledAll([
  /non[- ]trait\w*/,
  // A medicine named in a precaution: « si vous prenez des médicaments contre l’hypertension ».
  /(?:medicaments?|traitements?)\s+contre/,
  /sans\s+traitements?(?:\s+chimiques?)?/,
  /professionnel(?:le)?s?\s+de\s+(?:la\s+)?sante/,
  /(?:centre|agent|poste|personnel)s?\s+de\s+sante/,
  /(?:foie|coeur|ventre|os|graisse|rein|sang)s?\s+(?:de|d)\s+\p{L}+/u,
  /foie\s+gras/,
  /os\s+a\s+moelle/,
  /a\s+coeur/,
  /de\s+bon\s+coeur/,
  /par\s+coeur/,
  /au\s+coeur\s+(?:de|d|du|des)/,
  /coeur\s+fondant/,
  /(?:pousse|croissance)\s+des\s+(?:cheveux|ongles|cils)/,
]);

/** A daily dose: a number of anything (not times, days or water), then « par jour »… */
const DOSE = new RegExp(
  spelled(
    /(?<![\p{L}\p{N}])(?:\d+(?:[.,]\d+)?|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|demi|demie)(?:\s+(?:a|ou)\s+(?:\d+|deux|trois|quatre|cinq|six))?\s+(?!(?:fois|jours?|heures?|minutes?|repas|utilisations?|applications?|litres?\s+d\s+eau|verres?\s+d\s+eau)(?![\p{L}\p{N}]))\p{L}+(?:\s+\p{L}+){0,4}?\s+(?:par\s+jour|chaque\s+jour|par\s+24\s*h|\/\s*jour|matin\s+et\s+soir|a\s+jeun)(?![\p{L}\p{N}])/u,
  ),
  'u',
);
const DOSE_WARNING = new RegExp(spelled(/depass/));

const wholeWords = (alternatives: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');

const ABSOLUTE_WORDS = wholeWords(ABSOLUTE);
const CLAIM_WORDS = wholeWords(CLAIMS);
const CONDITION_WORDS = wholeWords(CONDITIONS);
const FUNCTION_WORDS = wholeWords(FUNCTIONS);
const EFFECT_WORDS = wholeWords(EFFECTS);
const PURPOSE_WORDS = wholeWords(PURPOSES);
const GROUP_WORDS = wholeWords(MEDICAL_GROUPS);
const ENDORSEMENT_WORDS = wholeWords(ENDORSEMENTS);
const SUSPICIOUS_WORDS = wholeWords(SUSPICIOUS);
const NUTRIENT_WORDS = wholeWords(NUTRIENTS);
const NUTRITION_CLAIM_WORDS = wholeWords(NUTRITION_CLAIMS);
const PRECAUTION_WORDS = wholeWords(PRECAUTIONS);
const HARMLESS_WORDS = wholeWords(HARMLESS);
const CONDITIONAL_START = new RegExp(CONDITIONAL, 'u');

/**
 * Every listed word, as a PostgreSQL regular expression over text normalised by
 * SQL_SPELLING_STEPS: what the back-office looks for in SQL, before screenHealthContent decides
 * on each candidate. An effect needs its function, so the functions stand for both.
 */
export const healthVocabularyPattern = `\\m(?:${[
  ...ABSOLUTE,
  ...CLAIMS,
  ...CONDITIONS,
  ...FUNCTIONS,
  ...MEDICAL_GROUPS,
  ...SUSPICIOUS,
  ...NUTRITION_CLAIMS,
  spelled(/par\s+jour|chaque\s+jour|quotidien\w*|matin\s+et\s+soir|a\s+jeun/),
]
  .join('|')
  // PostgreSQL has no \p{L}: its [[:alpha:]] is the same class on folded text.
  .replaceAll('\\p{L}', '[[:alpha:]]')
  .replaceAll('\\p{N}', '[[:digit:]]')})\\M`;

/** The normalised text, and for each of its characters the span of the original it reads. */
interface Normalised {
  text: string;
  from: number[];
  to: number[];
}

function fold(text: string): Normalised {
  const folded: Normalised = { text: '', from: [], to: [] };
  let index = 0;
  for (const char of text) {
    const plain = char
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace('œ', 'oe')
      .replace('æ', 'ae')
      // Elisions open: « l’hypertension » reads « l hypertension ».
      .replace(/['’]/u, ' ')
      // Line breaks end sentences; other spaces (no-break ones included) are spaces.
      .replace(/[^\S\n]/u, ' ');
    for (const piece of plain) {
      folded.text += piece;
      folded.from.push(index);
      folded.to.push(index + char.length);
    }
    index += char.length;
  }
  return folded;
}

/** Where the i-th character of a normalised text comes from (the end, past its last one). */
const originOf = (list: number[], index: number) => list[index] ?? list.at(-1) ?? 0;

/** One spelling rule over a normalised text, keeping where each character comes from. */
function rewrite(text: Normalised, [pattern, replacement]: (typeof SPELLING_STEPS)[number]) {
  const result: Normalised = { text: '', from: [], to: [] };
  const push = (char: string, from: number, to: number) => {
    result.text += char;
    result.from.push(from);
    result.to.push(to);
  };
  const copy = (start: number, end: number) => {
    for (let i = start; i < end; i += 1) {
      push(text.text.charAt(i), originOf(text.from, i), originOf(text.to, i));
    }
  };
  let last = 0;
  for (const match of text.text.matchAll(pattern)) {
    copy(last, match.index);
    const end = match.index + match[0].length;
    for (const char of match[0].replace(new RegExp(pattern.source), replacement)) {
      push(char, originOf(text.from, match.index), originOf(text.to, end - 1));
    }
    last = end;
  }
  copy(last, text.text.length);
  return result;
}

const normalise = (text: string) => SPELLING_STEPS.reduce(rewrite, fold(text));

/** The same text with the harmless wordings blanked out, at the same length. */
const withoutHarmless = (text: string) =>
  text.replace(HARMLESS_WORDS, (wording) => ' '.repeat(wording.length));

interface Span {
  start: number;
  end: number;
}
interface Clause extends Span {
  text: string;
}

const spansOf = (pattern: RegExp, clause: Clause, from = 0): Span[] =>
  [...clause.text.slice(from).matchAll(pattern)].map((match) => ({
    start: clause.start + from + match.index,
    end: clause.start + from + match.index + match[0].length,
  }));

const holds = (pattern: RegExp, text: string) => text.search(pattern) >= 0;

/** Where a clause ends: punctuation, brackets, quotes, and « mais » (« …, mais guérit… »). */
const CLAUSE_END = /[,;:()[\]«»"]|(?<!\p{L})(?:mais|cependant|pourtant)(?!\p{L})/gu;

/** Sentences, each cut into its clauses. */
function sentencesOf(text: string): Clause[][] {
  return [...text.matchAll(/[^.!?\n]+/g)].map(({ 0: sentence, index: at }) => {
    const clauses: Clause[] = [];
    let start = 0;
    for (const end of [...sentence.matchAll(CLAUSE_END), { index: sentence.length, 0: '' }]) {
      if (end.index > start) {
        clauses.push({
          start: at + start,
          end: at + end.index,
          text: sentence.slice(start, end.index),
        });
      }
      start = end.index + end[0].length;
    }
    return clauses;
  });
}

/** Whether a clause promises something: then no precaution beside it covers it. */
const promises = (text: string) =>
  [ABSOLUTE_WORDS, CLAIM_WORDS, EFFECT_WORDS, PURPOSE_WORDS].some((pattern) =>
    holds(pattern, text),
  );

/** Where, in a clause, a precaution or a disclaimer covers what follows; -1 when none. */
function precautionFrom(clause: Clause): number {
  const at = clause.text.search(PRECAUTION_WORDS);
  if (at < 0) return -1;
  // A promise before the precaution stays one: « efficace contre X et à éviter pendant… ».
  return promises(clause.text.slice(0, at)) ? at : 0;
}

/**
 * How far into each clause it is open to the screen (its length when no precaution covers it).
 * Besides its own clause, a precaution covers the clauses that only set its conditions before
 * it (« En cas d’acné, de rosacée, demandez l’avis… ») and those that go on with its list after
 * it (« Ne massez pas une zone gonflée, douloureuse, ni une plaie »), as long as they promise
 * nothing.
 */
function exemptions(clauses: Clause[]): number[] {
  const judged = clauses.map((clause) => ({
    clause,
    from: precautionFrom(clause),
    promising: promises(clause.text),
    covered: false,
  }));
  const uncovered = (entry: (typeof judged)[number] | undefined) =>
    entry !== undefined && entry.from < 0 && !entry.promising;
  judged.forEach((entry, index) => {
    if (entry.from !== 0) return;
    let first = index;
    while (uncovered(judged[first - 1])) first -= 1;
    const before = judged.slice(first, index);
    const opener = before.findIndex(({ clause }) => CONDITIONAL_START.test(clause.text));
    if (opener >= 0) for (const earlier of before.slice(opener)) earlier.covered = true;
    for (const later of judged.slice(index + 1)) {
      if (!uncovered(later)) break;
      later.covered = true;
    }
  });
  return judged.map(({ clause, from, covered }) =>
    covered || from === 0 ? 0 : from < 0 ? clause.text.length : from,
  );
}

export type HealthVerdict = 'accepted' | 'queued' | 'refused';

export interface HealthContentScreening {
  /** The words to rephrase, as written, each once, in the text's order: the text is refused. */
  claims: string[];
  /** « Riche en vitamine C » without its quantity or a nutrition table entry: refused. */
  nutrientsWithoutQuantity: string[];
  /** A daily dose without « Ne pas dépasser la dose indiquée »: refused. */
  doseWithoutWarning: boolean;
  /** What the team should read, though it refuses nothing: the text goes to its queue. */
  suspicious: string[];
  verdict: HealthVerdict;
}

export interface ScreeningContext {
  /** The nutrients of the product's nutrition table, which « riche en … » may then name. */
  nutrients?: readonly string[];
}

/** Levenshtein distance of at most one, transpositions included (« paludsime »). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const rest = (x: number, y: number) => a.slice(i + x) === b.slice(i + y);
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && rest(2, 2);
  return rest(1, 1) || rest(1, 0) || rest(0, 1) || swapped;
}

/** A word of the clause that reads as a condition misspelt (long words only: « lièvre »
 * is one letter from « fièvre »). */
function misspeltConditions(clause: Clause): Span[] {
  return [...clause.text.matchAll(/\p{L}{7,}/gu)]
    .filter(([word]) => FUZZY_CONDITIONS.some((condition) => oneEditApart(word, condition)))
    .map((match) => ({
      start: clause.start + match.index,
      end: clause.start + match.index + match[0].length,
    }));
}

/** A clause that goes on with a claim's list: « Riche en fer, en calcium et en zinc ». */
const LIST_GOES_ON = new RegExp(
  `^\\s*(?:(?:et|ou)\\s+)?(?:(?:en|de|d|du|des)\\s+)?(?:${NUTRIENTS.join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

interface NutrientClaim {
  /** The claimed nutrients without a quantity in the sentence or the table. */
  missing: Span[];
  /** Whether the clause claims nutrients, for the next one to go on with its list. */
  claims: boolean;
}

/** What a clause claims of nutrients; `listed`: the clause before it was one of a claim's. */
function nutrientClaim(
  clause: Clause,
  sentence: string,
  table: readonly string[],
  listed: boolean,
): NutrientClaim {
  const claimAt = clause.text.search(NUTRITION_CLAIM_WORDS);
  const from = claimAt >= 0 ? claimAt : listed && LIST_GOES_ON.test(clause.text) ? 0 : -1;
  if (from < 0) return { missing: [], claims: false };
  return { missing: QUANTITY.test(sentence) ? [] : untabled(clause, from, table), claims: true };
}

/** The nutrients named from `claimAt` on that the table does not give, as one span. */
function untabled(clause: Clause, claimAt: number, table: readonly string[]): Span[] {
  const tabled = table.map((name) => normalise(name).text);
  const claimed = spansOf(NUTRIENT_WORDS, clause, claimAt);
  const missing = claimed.filter(({ start, end }) => {
    const nutrient = clause.text.slice(start - clause.start, end - clause.start);
    return !tabled.some((name) => name.includes(nutrient) || nutrient.includes(name));
  });
  const last = missing.at(-1);
  return last ? [{ start: clause.start + claimAt, end: last.end }] : [];
}

/** What in a text breaks the content policy, or should be read by the team. */
export function screenHealthContent(
  text: string,
  context: ScreeningContext = {},
): HealthContentScreening {
  const normalised = normalise(text);
  const plain = withoutHarmless(normalised.text);
  const refused: Span[] = [];
  const suspicious: Span[] = [];
  const nutrients: Span[] = [];
  let dailyDose = false;
  for (const clauses of sentencesOf(plain)) {
    const sentence = plain.slice(clauses[0]?.start ?? 0, clauses.at(-1)?.end ?? 0);
    dailyDose ||= DOSE.test(sentence);
    const exempt = exemptions(clauses);
    let listed = false;
    clauses.forEach((clause, index) => {
      refused.push(...spansOf(ABSOLUTE_WORDS, clause));
      const claim = nutrientClaim(clause, sentence, context.nutrients ?? [], listed);
      nutrients.push(...claim.missing);
      listed = claim.claims;
      const open: Clause = { ...clause, text: clause.text.slice(0, exempt[index]) };
      if (open.text.length === 0) return;
      refused.push(...spansOf(CLAIM_WORDS, open), ...spansOf(CONDITION_WORDS, open));
      refused.push(...spansOf(PURPOSE_WORDS, open));
      const functions = spansOf(FUNCTION_WORDS, open);
      const effects = spansOf(EFFECT_WORDS, open);
      if (functions.length > 0 && effects.length > 0) refused.push(...effects, ...functions);
      const groups = spansOf(GROUP_WORDS, open);
      const endorsements = spansOf(ENDORSEMENT_WORDS, open);
      if (groups.length > 0 && endorsements.length > 0) refused.push(...endorsements, ...groups);
      else suspicious.push(...groups);
      suspicious.push(...spansOf(SUSPICIOUS_WORDS, open), ...misspeltConditions(open));
    });
  }
  const claims = wordsOf(text, normalised, refused);
  const nutrientsWithoutQuantity = wordsOf(text, normalised, nutrients);
  const doseWithoutWarning = dailyDose && !DOSE_WARNING.test(normalised.text);
  const queued = wordsOf(text, normalised, suspicious).filter((word) => !claims.includes(word));
  return {
    claims,
    nutrientsWithoutQuantity,
    doseWithoutWarning,
    suspicious: queued,
    verdict:
      claims.length > 0 || nutrientsWithoutQuantity.length > 0 || doseWithoutWarning
        ? 'refused'
        : queued.length > 0
          ? 'queued'
          : 'accepted',
  };
}

/** The spans as the writer wrote them, each wording once, in the text's order; a span inside
 * another (« inflammatoire » in « anti-inflammatoire ») counts once. */
function wordsOf(text: string, normalised: Normalised, spans: Span[]): string[] {
  const found = new Map<string, string>();
  let end = 0;
  for (const span of spans.sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (span.start < end) continue;
    const key = normalised.text.slice(span.start, span.end).trim();
    const written = text.slice(normalised.from[span.start], normalised.to[span.end - 1]).trim();
    if (!found.has(key)) found.set(key, written);
    end = span.end;
  }
  return [...found.values()];
}

/** Everything the screen found in a text, as written, for the team's queue. */
export const flaggedWords = (screening: HealthContentScreening): string[] => [
  ...screening.claims,
  ...screening.nutrientsWithoutQuantity,
  ...screening.suspicious,
  ...(screening.doseWithoutWarning ? ['dose par jour sans mise en garde'] : []),
];

export const CONTENT_POLICY_PATH = '/politique-de-contenu';

/** The French message beside the field, or undefined when the text may be published. */
export function healthContentProblem(
  text: string,
  context: ScreeningContext = {},
): string | undefined {
  const { claims, nutrientsWithoutQuantity, doseWithoutWarning, verdict } = screenHealthContent(
    text,
    context,
  );
  if (verdict !== 'refused') return undefined;
  const quoted = (words: string[]) => words.map((word) => `« ${word} »`).join(', ');
  // A product has its nutrition values to give the quantity in; a recipe or a review its text only.
  const where = context.nutrients ? ', dans le texte ou dans les valeurs nutritionnelles' : '';
  const parts = [
    claims.length > 0 && `Reformulez sans allégation de santé : ${quoted(claims)}.`,
    nutrientsWithoutQuantity.length > 0 &&
      `Indiquez la quantité pour 100 g du nutriment mis en avant${where} : ${quoted(nutrientsWithoutQuantity)}.`,
    doseWithoutWarning &&
      'Une dose par jour s’accompagne de la mention « Ne pas dépasser la dose indiquée ».',
    'Voir la politique de contenu.',
  ];
  return frenchTypography(parts.filter(Boolean).join(' '));
}

/**
 * The policy for a product's public texts (name, description, producer), which may claim what
 * its nutrition table gives (« riche en fer » with its iron per 100 g): the one rule of the
 * product dialog, the API, the CSV import and the team's queue.
 */
export const productTextProblem = (text: string, values: NutritionValues | null | undefined) =>
  healthContentProblem(text, { nutrients: tabledNutrients(values) });
