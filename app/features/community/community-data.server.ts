import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { commentPagesParam, type Target, type TargetKind } from '#common/community.ts';

// What a page's loader reads of the community: everybody's figures and this reader's state (a
// reader with a cookie or a session gets a page of their own, never a kept one: decision 028).

type Context = Readonly<RouterContextProvider>;

/** A target's reactions, its newest comments (`?commentaires=2` for 20), and who comments. */
export async function targetCommunity(context: Context, request: Request, target: Target) {
  const { services, reader, session } = context.get(appContext);
  const identity = await reader.current();
  const pages = commentPagesParam(new URL(request.url).searchParams);
  const [view, comments, current] = await Promise.all([
    services.community.view(target, identity),
    services.community.comments(target, pages, identity),
    session(),
  ]);
  return {
    view,
    comments,
    pages,
    /** A signed-in reader's name, filled in the comment form. */
    commenterName: current.state === 'valid' ? current.account.userName : '',
  };
}

/** The reactions of a listing's targets, by id. */
export async function listingCommunity(context: Context, kind: TargetKind, ids: number[]) {
  const { services, reader, session } = context.get(appContext);
  const [views, current] = await Promise.all([
    reader.current().then((identity) => services.community.views(kind, ids, identity)),
    session(),
  ]);
  return {
    views: Object.fromEntries(views),
    commenterName: current.state === 'valid' ? current.account.userName : '',
  };
}
