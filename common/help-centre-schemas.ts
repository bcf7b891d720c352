import { z } from 'zod';
import { typedNumber } from './form-text.ts';
import { FAQ_ANSWER_MAX_LENGTH, FAQ_QUESTION_MAX_LENGTH, HELP_AUDIENCES } from './help-centre.ts';
import { tooLongMessage } from './text-lengths.ts';
import { requiredText } from './text.ts';

// The FAQ's forms and API bodies (common/help-centre.ts), checked the same way by the
// back-office's action and the API.

const position = z
  .number({ error: 'La position doit être un nombre entier.' })
  .int('La position doit être un nombre entier.')
  .min(0, 'La position doit être positive.')
  .max(10_000, 'La position doit être inférieure à 10 000.');

export const faqEntrySchema = z.object({
  audience: z.enum(HELP_AUDIENCES, { error: 'Le public est requis.' }),
  question: requiredText('La question est requise.').max(
    FAQ_QUESTION_MAX_LENGTH,
    tooLongMessage('La question', FAQ_QUESTION_MAX_LENGTH),
  ),
  answer: requiredText('La réponse est requise.', { multiline: true }).max(
    FAQ_ANSWER_MAX_LENGTH,
    tooLongMessage('La réponse', FAQ_ANSWER_MAX_LENGTH),
  ),
  position: position.default(0),
});

export type FaqEntryInput = z.infer<typeof faqEntrySchema>;

/** What the back-office's form holds: every field as typed. */
export type FaqEntryForm = Record<keyof FaqEntryInput, string>;

/**
 * What the form sends: the position typed as the number people mean, none for 0; text that is
 * no number is sent as it is, for the schema to refuse beside the field.
 */
export const faqEntryInput = (form: FaqEntryForm) => ({
  ...form,
  position: typedNumber(form.position),
});

/** What the FAQ's writes answer: the confirmation to show. */
export const faqMessageSchema = z.object({ message: z.string() });
/** A new question: its id too. */
export const faqCreatedSchema = faqMessageSchema.extend({ id: z.number().int() });

export const faqSearchSchema = z.object({
  audience: z.enum(HELP_AUDIENCES).default('ACHETEUR'),
  q: z.string().trim().max(100).default(''),
});
