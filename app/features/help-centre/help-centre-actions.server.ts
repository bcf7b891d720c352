import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import {
  FAQ_CREATED,
  FAQ_DELETED,
  FAQ_NOT_FOUND,
  FAQ_UPDATED,
} from '../../../common/help-centre.ts';
import { faqEntryFormSchema } from '../../../common/help-centre-schemas.ts';
import { parseId } from '../../../common/ids.ts';
import type { CurrentAccount } from '../../../core/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { withFields } from '../form-action.server.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { FAQ_INTENTS } from './help-centre-intents.ts';

// The back-office's FAQ actions: the same service and rules as the API (/api/admin/faq). The
// tickets' writes are operations (core/support/support.operations.ts).

type Context = Readonly<RouterContextProvider>;

const idOf = (form: FormData, field: string) => parseId(String(form.get(field) ?? ''));

const FAQ_FIELDS = ['audience', 'question', 'answer', 'position'] as const;

export function runFaqAction(context: Context, admin: CurrentAccount, form: FormData) {
  const { helpCentre } = context.get(appContext).services;
  const intent = form.get('intent');
  if (intent === FAQ_INTENTS.create) {
    return withFields(context, form, FAQ_FIELDS, faqEntryFormSchema, async (entry) => {
      await helpCentre.create(admin, entry);
      return FAQ_CREATED;
    });
  }
  const id = idOf(form, 'faqId');
  if (id === undefined) return refuse(404, FAQ_NOT_FOUND);
  switch (intent) {
    case FAQ_INTENTS.update:
      return withFields(context, form, FAQ_FIELDS, faqEntryFormSchema, async (entry) => {
        await helpCentre.update(admin, id, entry);
        return FAQ_UPDATED;
      });
    case FAQ_INTENTS.remove:
      return answerRefusals(context, async (): Promise<ActionDone> => {
        await helpCentre.remove(admin, id);
        return { ok: true, message: FAQ_DELETED };
      });
    default:
      return refuse(400, 'Action inconnue.');
  }
}
