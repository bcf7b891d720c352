import { z } from 'zod';
import { countOf } from './counts.ts';

// The French of Zod's fallback messages: what a person reads when a rule has no message of its
// own (a schema's rules normally give theirs, beside their field). Zod's own French locale
// speaks to developers (« Trop grand : chaîne de caractères doit avoir <=3 caractères »,
// « chaîne de caractères attendu »); these say what to type. Imported for its effect by the
// server (the API and the site's loaders and actions run in that process) and, in the browser,
// by each module that checks a form with Zod before sending it (app/zod-locale.test.ts lists
// them): their pages load Zod anyway, and the storefront's other pages still ship without it.

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

const quoted = (value: unknown) => `« ${String(value)} »`;

/** « A », « B » ou « C ». */
function oneOf(values: readonly unknown[]): string {
  const shown = values.map(quoted);
  return shown.length < 2
    ? (shown[0] ?? '')
    : `${shown.slice(0, -1).join(', ')} ou ${shown[shown.length - 1]}`;
}

const number = (value: number | bigint) => new Intl.NumberFormat('fr-FR').format(value);

const FORMATS: Partial<Record<string, string>> = {
  email: 'Adresse e-mail invalide.',
  url: 'Adresse web invalide.',
  date: 'Date invalide (jour, mois, année).',
  datetime: 'Date et heure invalides.',
  time: 'Heure invalide.',
  e164: 'Numéro de téléphone invalide.',
};

const TYPES: Partial<Record<string, string>> = {
  string: 'Ce champ attend du texte.',
  number: 'Ce champ attend un nombre.',
  int: 'Ce champ attend un nombre entier.',
  boolean: 'Ce champ attend oui ou non.',
  array: 'Ce champ attend une liste.',
  object: 'Ce champ attend un ensemble de valeurs.',
  date: 'Date invalide (jour, mois, année).',
};

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Ce champ ne doit pas dépasser ${countOf(max, 'caractère', 'caractères')}.`;
    case 'array':
    case 'set':
      return `Pas plus de ${countOf(max, 'élément', 'éléments')}.`;
    case 'file':
      return `Le fichier ne doit pas dépasser ${countOf(max, 'octet', 'octets')}.`;
    default:
      return issue.inclusive
        ? `La valeur ne doit pas dépasser ${number(issue.maximum)}.`
        : `La valeur doit être inférieure à ${number(issue.maximum)}.`;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1
        ? 'Ce champ est requis.'
        : `Ce champ doit contenir au moins ${countOf(min, 'caractère', 'caractères')}.`;
    case 'array':
    case 'set':
      return `Au moins ${countOf(min, 'élément', 'éléments')}.`;
    default:
      return issue.inclusive
        ? `La valeur doit être au moins ${number(issue.minimum)}.`
        : `La valeur doit être supérieure à ${number(issue.minimum)}.`;
  }
}

/** Zod's fallback message for an issue its rule gave no message for. */
export function frenchFallback(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'Ce champ est requis.'
        : (TYPES[issue.expected] ?? 'Valeur invalide.');
    case 'invalid_value':
      return issue.values.length === 1
        ? `Valeur attendue : ${quoted(issue.values[0])}.`
        : `Choisissez ${oneOf(issue.values)}.`;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Format invalide.';
    case 'not_multiple_of':
      return `La valeur doit être un multiple de ${number(issue.divisor)}.`;
    case 'unrecognized_keys':
      return issue.keys.length > 1
        ? `Champs inconnus : ${issue.keys.map(quoted).join(', ')}.`
        : `Champ inconnu : ${quoted(issue.keys[0])}.`;
    default:
      return 'Valeur invalide.';
  }
}

z.config({ localeError: frenchFallback });
