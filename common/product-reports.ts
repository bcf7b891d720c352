import { z } from 'zod';
import { text } from './text.ts';
import { tooLongMessage } from './text-lengths.ts';

// What buyers and visitors report about a product (issue 14), from its page's « Signaler ce
// produit » link (/signaler/{id}) or POST /api/produits/{id}/signalements.

export const PRODUCT_REPORT_REASONS = [
  'Allégation médicale trompeuse',
  'Produit dangereux ou contrefait',
  'Description ou photo trompeuse',
  'Autre',
] as const;
export type ProductReportReason = (typeof PRODUCT_REPORT_REASONS)[number];

export const REPORT_MESSAGE_MAX_LENGTH = 1000;
export const REPORT_REASON_REQUIRED = 'Choisissez le motif du signalement.';
export const REPORT_SENT_MESSAGE = 'Merci, votre signalement a été transmis à l’équipe.';
export const TOO_MANY_REPORTS_MESSAGE =
  'Trop de signalements envoyés depuis cette connexion. Réessayez dans une heure.';

export const productReportSchema = z.strictObject({
  raison: z.enum(PRODUCT_REPORT_REASONS, { error: REPORT_REASON_REQUIRED }),
  message: text({ multiline: true })
    .max(REPORT_MESSAGE_MAX_LENGTH, tooLongMessage('Le message', REPORT_MESSAGE_MAX_LENGTH))
    .default(''),
});
export type ProductReport = z.infer<typeof productReportSchema>;
export type ProductReportField = keyof ProductReport;
