import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import {
  WITHDRAWAL_REASON_MAX_LENGTH,
  WITHDRAWAL_REASON_REQUIRED,
} from '../../../common/moderation.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { MODERATION_INTENTS } from './moderation-intents.ts';

/** The offer to take off sale, and the reason to start from (a report's). */
export interface WithdrawalDraft {
  offerId: number;
  productName: string;
  reason: string;
}

interface WithdrawDialogProps {
  /** Null closes the pop-up. */
  draft: WithdrawalDraft | null;
  onClose: () => void;
}

/** « Retirer de la vente »: the reason the seller will read, required. */
export function WithdrawDialog({ draft, onClose }: WithdrawDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title="Retirer de la vente"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {draft && <WithdrawForm key={draft.offerId} draft={draft} onClose={onClose} />}
    </Modal>
  );
}

function WithdrawForm({ draft, onClose }: { draft: WithdrawalDraft; onClose: () => void }) {
  const [reason, setReason] = useState(draft.reason);
  const [error, setError] = useState<string | undefined>();
  const { pending, send } = useActionFetcher('Produit non retiré', {
    onDone: onClose,
    onRefused: (failure) => setError(failure.fields.raison ?? failure.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') return setError(WITHDRAWAL_REASON_REQUIRED);
    void send({
      intent: MODERATION_INTENTS.withdraw,
      offerId: String(draft.offerId),
      raison: reason,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm" fw={600}>
          {draft.productName}
        </Text>
        <Text fz="sm">
          Le produit quitte la boutique et le catalogue. Le vendeur reçoit cette raison par e-mail
          et la voit dans ses produits ; seule l’équipe peut le remettre en vente.
        </Text>
        <Textarea
          label="Raison du retrait"
          required
          data-autofocus
          autosize
          minRows={3}
          maxLength={WITHDRAWAL_REASON_MAX_LENGTH}
          value={reason}
          error={error}
          disabled={pending}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" color="red.9" loading={pending}>
            Retirer de la vente
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
