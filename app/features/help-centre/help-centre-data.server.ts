import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import type { HelpAudience } from '#common/help-centre.ts';
import { parseId } from '#common/ids.ts';
import { searchParam } from '#common/list-pages.ts';
import type { TicketConversation } from '#common/support.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { dashboardOperationAction } from '../operation-action.server.ts';
import { requireDashboardAccount } from '../session/dashboard-access.server.ts';
import { CHAT_PARAM, TICKET_PARAM } from './help-centre-intents.ts';

type Context = Readonly<RouterContextProvider>;

/** A ticket's conversation as its author or the team reads it; null when it is not theirs. */
export async function conversationOf(
  context: Context,
  account: CurrentAccount,
  ticketId: number,
): Promise<TicketConversation | null> {
  const { services, failureOf } = context.get(appContext);
  try {
    return await services.support.conversation(account, ticketId);
  } catch (error) {
    if (failureOf(error)?.status === 404) return null;
    throw error;
  }
}

/**
 * The buyer's or seller's help centre: a ticket's conversation (`?ticket=`) alone, for a light
 * page on a phone; otherwise the FAQ (searched with `?q=`) and the account's tickets.
 */
export async function loadHelpCentre(context: Context, request: Request, account: CurrentAccount) {
  const { helpCentre, support } = context.get(appContext).services;
  const params = new URL(request.url).searchParams;
  const audience: HelpAudience = account.typeCompte === 'VENDEUR' ? 'VENDEUR' : 'ACHETEUR';
  const asked = params.get(TICKET_PARAM);
  if (asked !== null) {
    const ticketId = parseId(asked);
    const conversation =
      ticketId === undefined ? null : await conversationOf(context, account, ticketId);
    // A chat just started: the conversation says so once.
    const started = params.has(CHAT_PARAM);
    return { view: 'conversation' as const, audience, conversation, started };
  }
  if (params.has(CHAT_PARAM)) return { view: 'chat' as const, audience };
  const search = searchParam(params);
  const [faq, tickets] = await Promise.all([
    helpCentre.faq(audience, search),
    support.mine(account),
  ]);
  return { view: 'home' as const, audience, search, faq, tickets };
}

export type HelpCentreData = Awaited<ReturnType<typeof loadHelpCentre>>;

/** The buyer's or seller's help centre screen: its signed-in account's, guarded like any dashboard. */
export async function ownHelpCentre(context: Context, request: Request) {
  return loadHelpCentre(context, request, await requireDashboardAccount(context, request));
}

/** The help centre screen's writes, for its signed-in account: a new ticket, a reply. */
export const ownSupportAction = (args: { context: Context; request: Request }) =>
  dashboardOperationAction(args, ({ support }) => [support.open, support.reply]);
