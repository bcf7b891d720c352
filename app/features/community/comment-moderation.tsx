import { ModerationStatus } from '../moderation/moderation-status.tsx';
import { recipePath } from '#common/recipes.ts';
import { articlePath } from '../../components/article-card.tsx';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatPublicationDate } from '#common/blog.ts';
import {
  COMMENT_HIDE_REASON_MAX_LENGTH,
  COMMENT_HIDE_REASON_REQUIRED,
  type ModeratedComment,
} from '#common/community.ts';
import type { ReasonRequest } from '../dashboard-ui/reason-dialog.tsx';
import type { RowActions } from '../use-action-fetcher.ts';
import type { communityOperations } from '#modules/community/community.operations.ts';
import { ofName } from '#common/french-elision.ts';

type Operations = typeof communityOperations;
/** A comment, as the team's decisions' addresses name it. */
const paramsOf = (comment: ModeratedComment) => ({ id: String(comment.id) });

/** « Masquer »: the reason is recorded in the journal. */
export function commentHiding(comment: ModeratedComment): ReasonRequest {
  return {
    operation: {
      intent: 'masquer' satisfies Operations['hideComment']['intent'],
      params: paramsOf(comment),
      input: {},
      reasonField: 'raison',
    },
    title: 'Masquer le commentaire',
    description: `Le commentaire ${ofName(comment.author)} sur « ${comment.targetTitle} » quitte la page et son nombre de commentaires. La raison est inscrite au journal.`,
    label: 'Raison du masquage',
    maxLength: COMMENT_HIDE_REASON_MAX_LENGTH,
    submitLabel: 'Masquer le commentaire',
    failureTitle: 'Commentaire non masqué',
    required: COMMENT_HIDE_REASON_REQUIRED,
    danger: true,
  };
}

/** Where readers see the comment's target. */
const targetPath = ({ target }: ModeratedComment) =>
  target.kind === 'recette' ? recipePath(target.id) : articlePath(target.id);

/** The comments, reported ones first, then the newest; each hidden or shown again. */
export function CommentModerationList({
  comments,
  actions,
  onHide,
}: {
  comments: ModeratedComment[];
  actions: RowActions;
  onHide: (comment: ModeratedComment) => void;
}) {
  if (comments.length === 0) return <Text c="dimmed">Aucun commentaire pour le moment.</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => (
        <Card
          key={comment.id}
          withBorder
          padding="md"
          component="li"
          data-testid="moderated-comment"
        >
          <Text fz="sm" c="dimmed">
            Sur{' '}
            <Link to={targetPath(comment)} style={{ color: 'inherit' }}>
              {comment.targetTitle}
            </Link>{' '}
            · {formatPublicationDate(comment.createdAt)}
          </Text>
          <Text fw={700} fz="sm" mt={4}>
            {comment.author}
          </Text>
          <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Text>
          <ModerationStatus
            openReports={comment.openReports}
            hiddenReason={comment.hidden?.reason}
          />
          <Group gap="xs" mt="sm">
            {comment.hidden ? (
              <Button
                size="compact-sm"
                variant="light"
                loading={actions.isPerformingOn(paramsOf(comment))}
                onClick={() =>
                  void actions.perform<Operations['showComment']>('afficher', {
                    params: paramsOf(comment),
                  })
                }
              >
                Rendre visible
              </Button>
            ) : (
              <>
                <Button size="compact-sm" color="red" onClick={() => onHide(comment)}>
                  Masquer
                </Button>
                {comment.openReports > 0 && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={actions.isPerformingOn(paramsOf(comment))}
                    onClick={() =>
                      void actions.perform<Operations['closeCommentReports']>('classer', {
                        params: paramsOf(comment),
                      })
                    }
                  >
                    Classer
                  </Button>
                )}
              </>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
