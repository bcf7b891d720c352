import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LIVE_CHAT_TITLE, TICKET_TITLE_MAX_LENGTH } from '#common/support.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import type { supportOperations } from '#modules/support/support.operations.ts';
import type { OperationDone } from '../operation-form.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { CHAT_PARAM, TICKET_PARAM } from './help-centre-intents.ts';

type Open = typeof supportOperations.open;

/**
 * The contact form: a new ticket for the team ('Votre message a été envoyé !'); with `chat`, the
 * message alone opens a 'Chat en direct' ticket and its conversation.
 */
export function TicketForm({ chat = false }: { chat?: boolean }) {
  const [sent, setSent] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const sending = useActionFetcher('Envoi impossible', {
    // A chat goes on in its conversation, which says it started.
    quietWhenDone: chat,
    onDone: (outcome) => {
      setErrors({});
      setSent((count) => count + 1);
      const { id } = (outcome as OperationDone<Open>).output;
      if (chat) void navigate(`?${TICKET_PARAM}=${id}&${CHAT_PARAM}`);
    },
    onRefused: (outcome) => setErrors(outcome.fields),
  });
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const message = String(form.get('message') ?? '');
    const title = chat ? LIVE_CHAT_TITLE : String(form.get('title') ?? '');
    void sending.perform<Open>('ouvrir-demande', { input: { title, message } });
  }
  return (
    <form
      onSubmit={submit}
      key={sent}
      noValidate
      aria-label={chat ? 'Chat en direct' : 'Formulaire de contact'}
    >
      <Stack gap="sm">
        {!chat && (
          <TextInput
            name="title"
            label="Sujet"
            maxLength={TICKET_TITLE_MAX_LENGTH}
            error={errors.title}
            withAsterisk
          />
        )}
        <Textarea
          name="message"
          label={chat ? 'Votre message à l’équipe' : 'Message'}
          description="2 000 caractères au maximum."
          autosize
          minRows={chat ? 3 : 5}
          maxLength={MAX_LENGTH.message}
          error={errors.message}
          withAsterisk
        />
        {sending.refusal && (
          <Alert color="red" variant="light" role="alert">
            {sending.refusal}
          </Alert>
        )}
        <Button type="submit" loading={sending.pending} style={{ alignSelf: 'flex-start' }}>
          {chat ? 'Démarrer le chat' : 'Envoyer'}
        </Button>
      </Stack>
    </form>
  );
}
