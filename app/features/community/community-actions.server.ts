import { data, type RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import {
  COMMENT_DELETED,
  COMMENT_NOT_FOUND,
  COMMENT_REPORTED,
  NOT_YOUR_COMMENT,
  RATING_OUT_OF_RANGE,
  TARGET_KINDS,
  TARGET_NOT_FOUND,
  type Target,
} from '#common/community.ts';
import { commentDraftSchema, ratingFormSchema } from '#common/community-schemas.ts';
import { parseId } from '#common/ids.ts';
import type { ActionDone } from '../action-outcome.ts';
import { withFields } from '../form-action.server.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { COMMUNITY_INTENTS, TARGET_FIELDS } from './community-intents.ts';

// The community forms' actions (likes, ratings, comments), for any page that shows a target: the
// same service and rules as the API (/api/articles/{id}/…). A reader's first write makes them an
// anonymous reader: the answer then carries their signed cookie.

type Context = Readonly<RouterContextProvider>;

function targetOf(form: FormData): Target | undefined {
  const kind = TARGET_KINDS.find((each) => each === form.get(TARGET_FIELDS.kind));
  const id = parseId(String(form.get(TARGET_FIELDS.id) ?? ''));
  return kind === undefined || id === undefined ? undefined : { kind, id };
}

const commentIdOf = (form: FormData) => parseId(String(form.get('commentId') ?? ''));

/** A successful answer, with the new reader's cookie when there is one. */
const doneWith = (message: string, setCookie: string | null) =>
  data<ActionDone>(
    { ok: true, message },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  );

/** Whether the form is one of the community's (its intent), for pages with other forms too. */
export const isCommunityForm = (form: FormData) =>
  Object.values(COMMUNITY_INTENTS).some((intent) => intent === form.get('intent'));

export async function runCommunityAction(context: Context, form: FormData) {
  const { services, reader, clientIp } = context.get(appContext);
  const { community } = services;
  const intent = form.get('intent');

  if (intent === COMMUNITY_INTENTS.deleteComment || intent === COMMUNITY_INTENTS.report) {
    const id = commentIdOf(form);
    if (id === undefined) return refuse(404, COMMENT_NOT_FOUND);
    if (intent === COMMUNITY_INTENTS.deleteComment) {
      const identity = await reader.current();
      if (!identity) return refuse(403, NOT_YOUR_COMMENT);
      return answerRefusals(context, async () => {
        await community.deleteComment(identity, id);
        return doneWith(COMMENT_DELETED, null);
      });
    }
    const { identity, setCookie } = await reader.orCreate();
    return answerRefusals(context, async () => {
      await community.report({ identity, client: clientIp }, id);
      return doneWith(COMMENT_REPORTED, setCookie);
    });
  }

  const target = targetOf(form);
  if (!target) return refuse(404, TARGET_NOT_FOUND);
  switch (intent) {
    case COMMUNITY_INTENTS.like: {
      const { identity, setCookie } = await reader.orCreate();
      const liked = form.get('liked') === 'true';
      return answerRefusals(context, async () => {
        await community.like({ identity, client: clientIp }, target, liked);
        return doneWith(
          liked ? 'Votre j’aime est enregistré.' : 'Votre j’aime est retiré.',
          setCookie,
        );
      });
    }
    case COMMUNITY_INTENTS.rate: {
      const parsed = ratingFormSchema.safeParse({ rating: form.get('rating') });
      if (!parsed.success) return refuse(400, RATING_OUT_OF_RANGE, { rating: RATING_OUT_OF_RANGE });
      const { identity, setCookie } = await reader.orCreate();
      return answerRefusals(context, async () => {
        await community.rate({ identity, client: clientIp }, target, parsed.data.rating);
        return doneWith(`Votre note : ${parsed.data.rating} sur 5.`, setCookie);
      });
    }
    case COMMUNITY_INTENTS.comment: {
      let cookie: string | null = null;
      const answer = await withFields(
        context,
        form,
        ['name', 'text', 'site'],
        commentDraftSchema,
        async (draft) => {
          const { identity, setCookie } = await reader.orCreate();
          cookie = setCookie;
          return (await community.comment({ identity, client: clientIp }, target, draft)).message;
        },
      );
      return 'ok' in answer && cookie ? doneWith(answer.message, cookie) : answer;
    }
    default:
      return refuse(400, 'Action inconnue.');
  }
}

/** The back-office's comment decisions: hide with a reason, show again. */
