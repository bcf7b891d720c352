import { Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import type { Target } from '#common/community.ts';
import { CommentForm } from './comment-form.tsx';

// Mantine's Modal brings its scroll area, focus trap and scroll lock (about 26 KB gzip with
// what they share): this module is fetched the first time a reader opens one of these dialogs,
// not with every blog, article and recipe page (comments.tsx loads it).

export interface CommentDialogProps {
  /** The target being commented, or null when closed. */
  target: Target | null;
  title: string;
  defaultName: string;
  onClose: () => void;
}

/** The listing's pop-up 'Ajouter un commentaire' (spec section 2): name, comment, 'Envoyer'. */
export function CommentDialog({ target, title, defaultName, onClose }: CommentDialogProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title="Ajouter un commentaire"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {target && (
        <>
          <Text fz="sm" c="dimmed" mb="sm">
            Sur « {title} »
          </Text>
          <CommentForm
            key={`${target.kind}-${target.id}`}
            target={target}
            labels={{ name: 'Nom', text: 'Commentaire', submit: 'Envoyer' }}
            defaultName={defaultName}
            onDone={onClose}
          />
        </>
      )}
    </Modal>
  );
}

interface DeleteCommentDialogProps {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The author's confirmation before a comment is deleted: there is no undo. */
export function DeleteCommentDialog({
  opened,
  pending,
  onClose,
  onConfirm,
}: DeleteCommentDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Supprimer le commentaire"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <Text>
        Supprimer votre commentaire ? Il disparaîtra de la page. Cette action est irréversible.
      </Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Annuler
        </Button>
        {/* Light: white on the dark theme's filled red reads below 4.5:1. */}
        <Button color="red" variant="light" loading={pending} onClick={onConfirm}>
          Supprimer
        </Button>
      </Group>
    </Modal>
  );
}
