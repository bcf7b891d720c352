import { redirect, type RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import {
  FAQ_CREATED,
  FAQ_DELETED,
  FAQ_NOT_FOUND,
  FAQ_UPDATED,
} from '../../../common/help-centre.ts';
import { faqEntryFormSchema } from '../../../common/help-centre-schemas.ts';
import { parseId } from '../../../common/ids.ts';
import {
  LIVE_CHAT_TITLE,
  TEAM_REPLY_SENT,
  TICKET_NOT_FOUND,
  TICKET_SENT,
  TICKET_STATUS_MESSAGES,
} from '../../../common/support.ts';
import {
  ticketDraftSchema,
  ticketReplySchema,
  ticketStatusSchema,
} from '../../../common/support-schemas.ts';
import type { CurrentAccount } from '../../../core/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { withFields } from '../form-action.server.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { CHAT_PARAM, FAQ_INTENTS, SUPPORT_INTENTS, TICKET_PARAM } from './help-centre-intents.ts';

// The help centre's actions, for the buyer's and the seller's screens and the back-office: the
// same services and rules as the API (/api/support, /api/admin/faq).

type Context = Readonly<RouterContextProvider>;

const idOf = (form: FormData, field: string) => parseId(String(form.get(field) ?? ''));

/** The same screen, showing the new chat's conversation. */
const chatOf = (request: Request, ticketId: number) => {
  const url = new URL(request.url);
  return redirect(
    `${url.pathname.replace(/\.data$/, '')}?${TICKET_PARAM}=${ticketId}&${CHAT_PARAM}`,
  );
};

export function runSupportAction(
  context: Context,
  request: Request,
  account: CurrentAccount,
  form: FormData,
) {
  const { services, clientIp } = context.get(appContext);
  const { support } = services;
  switch (form.get('intent')) {
    case SUPPORT_INTENTS.open:
      return withFields(context, form, ['title', 'message'], ticketDraftSchema, async (draft) => {
        await support.open(account, draft, clientIp);
        return TICKET_SENT;
      });
    case SUPPORT_INTENTS.chat:
      return withFields(context, form, ['message'], ticketReplySchema, async ({ message }) => {
        const id = await support.open(account, { title: LIVE_CHAT_TITLE, message }, clientIp);
        throw chatOf(request, id);
      });
    case SUPPORT_INTENTS.reply: {
      const id = idOf(form, 'ticketId');
      if (id === undefined) return refuse(404, TICKET_NOT_FOUND);
      return withFields(context, form, ['message'], ticketReplySchema, async ({ message }) => {
        await support.reply(account, id, message, clientIp);
        return account.typeCompte === 'ADMIN' ? TEAM_REPLY_SENT : TICKET_SENT;
      });
    }
    case SUPPORT_INTENTS.status: {
      const id = idOf(form, 'ticketId');
      if (id === undefined) return refuse(404, TICKET_NOT_FOUND);
      const parsed = ticketStatusSchema.safeParse({ status: form.get('status') });
      if (!parsed.success) return refuse(400, 'Statut inconnu.');
      return answerRefusals(context, async (): Promise<ActionDone> => {
        await support.setStatus(account, id, parsed.data.status);
        return { ok: true, message: TICKET_STATUS_MESSAGES[parsed.data.status] };
      });
    }
    default:
      return refuse(400, 'Action inconnue.');
  }
}

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
