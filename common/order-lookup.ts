import { z } from 'zod';
import { requiredText } from './text.ts';

// « Suivre ma commande » for a buyer without the e-mail's link (a guest above all): the order's
// number and the phone or e-mail given with it lead to its tracking page.

export const ORDER_LOOKUP_FIELDS = ['numero', 'contact'] as const;
export type OrderLookupField = (typeof ORDER_LOOKUP_FIELDS)[number];

export const ORDER_LOOKUP_NOT_FOUND =
  'Aucune commande ne correspond à ce numéro et à ce téléphone ou cet e-mail.';
export const ORDER_LOOKUP_TOO_MANY =
  'Trop de recherches infructueuses. Réessayez dans une heure ou écrivez-nous depuis la page Contact.';

export const orderLookupSchema = z.strictObject({
  numero: requiredText('Le numéro de la commande est requis.').max(
    40,
    'Le numéro de commande compte au plus 40 caractères.',
  ),
  contact: requiredText('Le téléphone ou l’e-mail de la commande est requis.').max(
    254,
    'Le téléphone ou l’e-mail compte au plus 254 caractères.',
  ),
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;
