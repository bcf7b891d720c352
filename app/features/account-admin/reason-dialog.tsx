import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REASON_MAX_LENGTH } from '../../../common/account-admin.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import type { AccountIntent, TargetField } from './account-intents.ts';

/** What a decision asks before it is sent: its words, and whether a reason is required. */
export interface ReasonRequest {
  intent: AccountIntent;
  /** What the decision is about: an account (suspension) or a boutique (refusal). */
  target: { field: TargetField; id: number };
  title: string;
  /** What will happen, said before it does. */
  description: string;
  submitLabel: string;
  /** The message when the reason is missing; null: optional. */
  required: string | null;
  /** Takes something away (suspension, refusal): said in red. */
  danger?: boolean;
}

/** A pop-up asking the reason of a decision, sent to the screen's route action. */
export function ReasonDialog({
  request,
  onClose,
}: {
  request: ReasonRequest | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request?.title}
      size="md"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {request && (
        <ReasonForm
          key={`${request.intent}-${request.target.id}`}
          request={request}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

/** Checked here for an instant message, then by the route action with the API's schema. */
function ReasonForm({ request, onClose }: { request: ReasonRequest; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { pending, send } = useActionFetcher('Action impossible', {
    onDone: onClose,
    onRefused: (failure) => setError(failure.fields.raison ?? failure.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (request.required && reason.trim() === '') return setError(request.required);
    void send({
      intent: request.intent,
      [request.target.field]: String(request.target.id),
      raison: reason,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm">{request.description}</Text>
        <Textarea
          name="raison"
          label={request.required ? 'Raison' : 'Raison (facultative)'}
          required={request.required !== null}
          autosize
          minRows={3}
          maxLength={REASON_MAX_LENGTH}
          data-autofocus
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
          <Button
            type="submit"
            loading={pending}
            {...(request.danger ? { color: 'red', variant: 'light' } : {})}
          >
            {request.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
