// The longest value each kind of text field takes, in one place: the Zod schemas (hence the
// forms' checks, the loaders and the API) refuse longer values, and the forms' inputs carry the
// same `maxLength`, so that nobody can type what the server refuses and no stored value is long
// enough to break a page. Free of Zod: a form imports it without shipping the schemas.
// Quantities and prices have their limits in limits.ts.

export const MAX_LENGTH = {
  /** RFC 5321: the longest address SMTP can carry. */
  email: 254,
  /** A person's name (account, guest, contact, producer). */
  name: 100,
  shopName: 100,
  /** A boutique's presentation on its page. */
  shopDescription: 1000,
  city: 100,
  address: 300,
  /** A saved address's name: « Maison », « Bureau »… */
  addressLabel: 40,
  /** What the phone pattern of common/delivery.ts accepts at most ("+", then 20 characters). */
  phone: 21,
  /** ASVS: long passphrases allowed, not unbounded work for the KDF. */
  password: 128,
  search: 100,
  /** A contact message. */
  message: 2000,
  productName: 120,
  productDescription: 2000,
  /** A product family or category: a menu entry and a filter, short enough for a phone. */
  categoryName: 60,
  /** The buyer's note to the shop at checkout: a few sentences, read with the order. */
  orderNote: 500,
  /** A payment account: Mobile Money number, PayPal or Interac address. */
  paymentAccount: 254,
  /** A seller's recipe (issue 18): its title, a card's line or two. */
  recipeTitle: 120,
  /** A recipe's presentation, shown on its card and in link previews. */
  recipeDescription: 1000,
  /** Ingredients, dosage, usage, benefits and precautions: each a few paragraphs. */
  recipeText: 3000,
  /** The tags as typed, comma separated. */
  recipeTags: 300,
} as const;

/** « Le nom ne doit pas dépasser 100 caractères. », the number grouped as French writes it. */
export function tooLongMessage(subject: string, max: number): string {
  const grouped = String(max).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${subject} ne doit pas dépasser ${grouped} caractères.`;
}
