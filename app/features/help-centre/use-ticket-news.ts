import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import {
  CONVERSATION_POLL_SECONDS,
  type TicketConversation,
  type TicketMessage,
  type TicketNews,
} from '#common/support.ts';

/**
 * The conversation as the page last loaded it, with what arrived since: every few seconds, while
 * the page is in view, it asks the server for the messages past the last loaded one (decision
 * 029). Each answer holds all of them, so nothing accumulates here; once the page loads again
 * (after a message or a status change), the polls start from it, on a fresh fetcher.
 */
export function useTicketNews({ ticket, messages }: TicketConversation) {
  const lastLoaded = messages.at(-1)?.id ?? 0;
  // The loaded status in the key too: after the team resolves or reopens, a poll answered before
  // must not show the status it replaced.
  const fetcher = useFetcher<TicketNews>({
    key: `demande-${ticket.id}-${lastLoaded}-${ticket.status}`,
  });
  const load = useRef(fetcher.load);
  useEffect(() => {
    load.current = fetcher.load;
  });
  useEffect(() => {
    const href = `/assistance/demandes/${ticket.id}/nouveaux?apres=${lastLoaded}`;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load.current(href);
    }, CONVERSATION_POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [ticket.id, lastLoaded]);
  const news = fetcher.data;
  const arrived: TicketMessage[] =
    news?.messages.filter((message) => message.id > lastLoaded) ?? [];
  return { status: news?.status ?? ticket.status, messages: [...messages, ...arrived] };
}
