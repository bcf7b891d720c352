// « de » before a name the site does not write itself (a buyer's, a shop's, a product's): French
// elides it before a vowel, « le compte d’Awa », « le détail d’Afitin de néré ». Not before an
// « h » or a « y », sounded in some names and not in others: « de Hamidou », « de Yao ».

const STARTS_WITH_VOWEL = /^[aeiouàâäéèêëîïôöùûüæœ]/i;

/** « de Kofi », « d’Awa », « d’Élodie »: « de » and the name, elided before a vowel. */
export function ofName(name: string): string {
  return STARTS_WITH_VOWEL.test(name.trimStart()) ? `d’${name.trimStart()}` : `de ${name}`;
}
