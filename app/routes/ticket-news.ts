import { data } from 'react-router';
import { appContext } from '#app-context';
import { parseId } from '#common/ids.ts';
import { TICKET_NOT_FOUND } from '#common/support.ts';
import type { Route } from './+types/ticket-news';

// What an open ticket conversation polls every few seconds (decision 030): the ticket's status
// and the messages past `?apres=` (the last one the page has), for its author or the team, by
// the session cookie. Usually an empty list: a few bytes on a phone's data. The same service as
// GET /api/support/tickets/{id}/messages.

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services, session, failureOf } = context.get(appContext);
  const current = await session();
  if (current.state !== 'valid') throw data(null, { status: 401 });
  const ticketId = parseId(params.ticketId);
  if (ticketId === undefined) throw data(TICKET_NOT_FOUND, { status: 404 });
  const after = parseId(new URL(request.url).searchParams.get('apres') ?? undefined) ?? 0;
  try {
    return await services.support.news(current.account, ticketId, after);
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    throw data(failure.message, { status: failure.status });
  }
}
