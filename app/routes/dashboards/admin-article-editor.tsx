import { Anchor, Box, Title } from '@mantine/core';
import { data, Link } from 'react-router';
import { appContext } from '#app-context';
import { ARTICLE_NOT_FOUND_MESSAGE } from '#common/blog.ts';
import { parseId } from '#common/ids.ts';
import { ArticleEditor } from '../../features/blog/article-editor.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-article-editor';

// The article editor (issue 18): a new article (`articles/nouveau`) or one of the list's
// (`articles/{articleId}`), saved by the operations of POST and PUT /api/admin/articles; each save
// is in the journal.

export const meta = orderScreenMeta('Article');

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  if (params.articleId === undefined) return { article: null };
  const id = parseId(params.articleId);
  const article =
    id === undefined
      ? undefined
      : await context
          .get(appContext)
          .services.blog.editedArticle(id)
          .catch(() => undefined);
  if (!article) throw data(ARTICLE_NOT_FOUND_MESSAGE, { status: 404 });
  return { article };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ blog }) => [blog.createArticle, blog.updateArticle]);

export default function AdminArticleEditor({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <Box component="main">
      <Anchor component={Link} to=".." relative="path" fz="sm">
        ← Tous les articles
      </Anchor>
      <Title order={1} fz={26} mt="xs" mb="md">
        {article ? 'Modifier l’article' : 'Nouvel article'}
      </Title>
      <ArticleEditor key={article?.id ?? 'nouveau'} article={article} />
    </Box>
  );
}
