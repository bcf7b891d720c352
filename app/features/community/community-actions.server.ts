import { data, type RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import {
  COMMENT_NOT_FOUND,
  RATING_OUT_OF_RANGE,
  TARGET_KINDS,
  TARGET_NOT_FOUND,
  writingReader,
  type Target,
} from '#common/community.ts';
import { ratingFormSchema } from '#common/community-schemas.ts';
import { parseId } from '#common/ids.ts';
import type { AnyOperation, Submission } from '#modules/operations/operation.ts';
import type { ActionDone } from '../action-outcome.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { COMMUNITY_INTENTS, TARGET_FIELDS } from './community-intents.ts';

// The community forms' actions (likes, ratings, comments), for any page that shows a target:
// the readers' operations of the API (/api/articles/{id}/…, core/community/community.operations.ts),
// read from plain forms. A reader's first write makes them an anonymous reader: the answer then
// carries their signed cookie.

type Context = Readonly<RouterContextProvider>;

function targetOf(form: FormData): Target | undefined {
  const kind = TARGET_KINDS.find((each) => each === form.get(TARGET_FIELDS.kind));
  const id = parseId(String(form.get(TARGET_FIELDS.id) ?? ''));
  return kind === undefined || id === undefined ? undefined : { kind, id };
}

const textOf = (form: FormData, field: string) => {
  const value = form.get(field);
  return typeof value === 'string' ? value : '';
};

/** Whether the form is one of the community's (its intent), for pages with other forms too. */
export const isCommunityForm = (form: FormData) =>
  Object.values(COMMUNITY_INTENTS).some((intent) => intent === form.get('intent'));

/**
 * Runs a reader's operation for the page's reader. A session the server refused counts as none,
 * as everywhere on the pages' community: the write is then the cookie's anonymous reader's.
 */
async function performForReader(context: Context, operation: AnyOperation, sent: Submission) {
  const { services, session, clientIp, reader } = context.get(appContext);
  let setCookie: string | null = null;
  const forOperation = writingReader(reader, (header) => (setCookie = header));
  const current = await session();
  const account = current.state === 'valid' ? current.account : null;
  return answerRefusals(context, async () => {
    const { message } = await operation.perform(
      services,
      { account, clientIp, reader: forOperation },
      sent,
    );
    return data<ActionDone>(
      { ok: true, message },
      setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
    );
  });
}

export async function runCommunityAction(context: Context, form: FormData) {
  const { readers } = context.get(appContext).operations;
  const intent = form.get('intent');

  if (intent === COMMUNITY_INTENTS.deleteComment || intent === COMMUNITY_INTENTS.report) {
    const id = parseId(String(form.get('commentId') ?? ''));
    if (id === undefined) return refuse(404, COMMENT_NOT_FOUND);
    const operation =
      intent === COMMUNITY_INTENTS.deleteComment
        ? readers.comments.deleteComment
        : readers.comments.reportComment;
    return performForReader(context, operation, { params: { id: String(id) } });
  }

  const target = targetOf(form);
  if (!target) return refuse(404, TARGET_NOT_FOUND);
  const writes = readers[target.kind];
  const params = { id: String(target.id) };
  switch (intent) {
    case COMMUNITY_INTENTS.like:
      return performForReader(context, writes.like, {
        params,
        input: { liked: form.get('liked') === 'true' },
      });
    case COMMUNITY_INTENTS.rate: {
      // The stars send text: read as a number here, then checked as the API checks it.
      const parsed = ratingFormSchema.safeParse({ rating: form.get('rating') });
      if (!parsed.success) return refuse(400, RATING_OUT_OF_RANGE, { rating: RATING_OUT_OF_RANGE });
      return performForReader(context, writes.rate, { params, input: parsed.data });
    }
    case COMMUNITY_INTENTS.comment:
      return performForReader(context, writes.comment, {
        params,
        input: {
          name: textOf(form, 'name'),
          text: textOf(form, 'text'),
          site: textOf(form, 'site'),
        },
      });
    default:
      return refuse(400, 'Action inconnue.');
  }
}
