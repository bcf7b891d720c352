import { z } from 'zod';
import { formNumber } from './form-text.ts';
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

/** The same as the back-office's form sends it: the position as text, none for 0. */
export const faqEntryFormSchema = faqEntrySchema.extend({
  position: formNumber(position.default(0)),
});

export const faqSearchSchema = z.object({
  audience: z.enum(HELP_AUDIENCES).default('ACHETEUR'),
  q: z.string().trim().max(100).default(''),
});
