import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent, type ReactNode } from 'react';
import { operationForm } from '../operation-form.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';

// The team's decisions that must say why (a suspension, a refused boutique, a product taken off
// sale): one pop-up asks the reason, sent as `raison` with the decision's own fields to the
// screen's route action (or as an operation's input field), whose refusal shows beside it.

/** An operation (decision 061) carrying the reason in its input's `reasonField`. */
interface ReasonOperation {
  intent: string;
  params?: unknown;
  input: Record<string, unknown>;
  reasonField: string;
}

/** What a decision asks before it is sent: its words, and whether a reason is required. */
export interface ReasonRequest {
  /** The form's other fields: its intent and what it is about. */
  fields?: Record<string, string>;
  /** Instead of `fields`: the operation the reason goes with. */
  operation?: ReasonOperation;
  title: string;
  /** What will happen, said before it does. */
  description: ReactNode;
  /** The reason's label; 'Raison' by default. */
  label?: string;
  /** The reason to start from (a report's), empty by default. */
  initialReason?: string;
  maxLength: number;
  submitLabel: string;
  /** The toast's title when the action fails for another reason than the reason. */
  failureTitle: string;
  /** The message when the reason is missing; null: optional. */
  required: string | null;
  /** Takes something away (suspension, refusal, withdrawal): said in red. */
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
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request?.title}
      size="md"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {request && (
        // A new form for each decision: it starts from its own reason.
        <ReasonForm
          key={JSON.stringify(request.operation ?? request.fields)}
          request={request}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

/** Checked here for an instant message, then by the route action with the API's schema. */
function ReasonForm({ request, onClose }: { request: ReasonRequest; onClose: () => void }) {
  const [reason, setReason] = useState(request.initialReason ?? '');
  const [error, setError] = useState<string | undefined>();
  const { operation } = request;
  const reasonField = operation?.reasonField ?? 'raison';
  const { pending, send } = useActionFetcher(request.failureTitle, {
    onDone: onClose,
    onRefused: (failure) => setError(failure.fields[reasonField] ?? failure.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (request.required && reason.trim() === '') return setError(request.required);
    if (!operation) return void send({ ...request.fields, raison: reason });
    const input = { ...operation.input, [reasonField]: reason };
    void send(operationForm(operation.intent, { params: operation.params, input }));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {typeof request.description === 'string' ? (
          <Text fz="sm">{request.description}</Text>
        ) : (
          request.description
        )}
        <Textarea
          name="raison"
          label={(request.label ?? 'Raison') + (request.required ? '' : ' (facultative)')}
          required={request.required !== null}
          autosize
          minRows={3}
          maxLength={request.maxLength}
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
