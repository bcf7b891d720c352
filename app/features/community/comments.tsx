import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatPublicationDate } from '#common/blog.ts';
import {
  commentsLabel,
  type CommentPage,
  type PublicComment,
  type Target,
} from '#common/community.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { COMMUNITY_INTENTS } from './community-intents.ts';
import { useOpenedOnce } from '../../components/use-opened-once.ts';
import { CommentForm } from './comment-form.tsx';
import classes from './comments.module.css';
import type { CommentDialogProps } from './comment-dialogs.tsx';
import { ofName } from '#common/french-elision.ts';

const CommentDialog = lazy(() =>
  import('./comment-dialogs.tsx').then((module) => ({ default: module.CommentDialog })),
);
const DeleteCommentDialog = lazy(() =>
  import('./comment-dialogs.tsx').then((module) => ({ default: module.DeleteCommentDialog })),
);

/** The listing's pop-up 'Ajouter un commentaire', loaded when first opened. */
export function CommentModal(props: CommentDialogProps) {
  if (!useOpenedOnce(props.target !== null)) return null;
  return (
    <Suspense fallback={null}>
      <CommentDialog {...props} />
    </Suspense>
  );
}

/** Delete (the author, after confirming: there is no undo) or report (anyone else) a comment. */
function CommentActions({ comment }: { comment: PublicComment }) {
  const [confirming, setConfirming] = useState(false);
  const confirmationLoaded = useOpenedOnce(confirming);
  const actions = useActionFetcher(
    comment.mine ? 'Commentaire non supprimé' : 'Signalement non envoyé',
    { onDone: () => setConfirming(false) },
  );
  const send = (intent: string) => void actions.send({ intent, commentId: String(comment.id) });
  if (!comment.mine) {
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        loading={actions.pending}
        onClick={() => send(COMMUNITY_INTENTS.report)}
        aria-label={`Signaler le commentaire ${ofName(comment.author)}`}
      >
        Signaler
      </Button>
    );
  }
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={actions.pending}
        onClick={() => setConfirming(true)}
        aria-label={`Supprimer le commentaire ${ofName(comment.author)}`}
      >
        Supprimer
      </Button>
      {confirmationLoaded && (
        <Suspense fallback={null}>
          <DeleteCommentDialog
            opened={confirming}
            pending={actions.pending}
            onClose={() => setConfirming(false)}
            onConfirm={() => send(COMMUNITY_INTENTS.deleteComment)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The comments, newest first, 10 more with each 'Voir plus'; the text is shown as typed. */
export function CommentList({ page, pages }: { page: CommentPage; pages: number }) {
  if (page.total === 0) {
    return <Text c="dimmed">Aucun commentaire pour le moment : soyez le premier.</Text>;
  }
  return (
    <>
      <Stack component="ol" gap="md" p={0} m={0} className={classes.list}>
        {page.comments.map((comment) => (
          <li key={comment.id} data-testid="comment">
            <Group gap="xs" justify="space-between" wrap="nowrap" align="baseline">
              <Text fw={700} fz="sm">
                {comment.author}
              </Text>
              <Text fz="xs" c="dimmed">
                <time dateTime={comment.createdAt}>{formatPublicationDate(comment.createdAt)}</time>
              </Text>
            </Group>
            <Text fz="sm" mt={4} className={classes.text} data-testid="comment-text">
              {comment.text}
            </Text>
            <CommentActions comment={comment} />
          </li>
        ))}
      </Stack>
      {page.more && (
        <Anchor
          component={Link}
          to={`?commentaires=${pages + 1}#commentaires`}
          preventScrollReset
          mt="md"
          display="inline-block"
        >
          Voir plus
        </Anchor>
      )}
    </>
  );
}

/** An article page's comments: the form ('Votre commentaire', 'Publier'), then the list. */
export function CommentSection({
  target,
  page,
  pages,
  defaultName,
}: {
  target: Target;
  page: CommentPage;
  pages: number;
  defaultName: string;
}) {
  return (
    <section aria-labelledby="commentaires" className={classes.section}>
      <Title order={2} id="commentaires" fz="xl" mb="sm">
        Commentaires{' '}
        <Text span c="dimmed" fz="md" data-testid="comment-count">
          ({commentsLabel(page.total)})
        </Text>
      </Title>
      <CommentForm
        target={target}
        labels={{ name: 'Votre nom', text: 'Votre commentaire', submit: 'Publier' }}
        defaultName={defaultName}
      />
      <div className={classes.thread}>
        <CommentList page={page} pages={pages} />
      </div>
    </section>
  );
}
