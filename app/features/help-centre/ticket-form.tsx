import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { TICKET_TITLE_MAX_LENGTH } from '../../../common/support.ts';
import { MAX_LENGTH } from '../../../common/text-lengths.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { SUPPORT_INTENTS } from './help-centre-intents.ts';

/**
 * The contact form: a new ticket for the team ('Votre message a été envoyé !'); with `chat`, the
 * message alone opens a 'Chat en direct' ticket and its conversation.
 */
export function TicketForm({ chat = false }: { chat?: boolean }) {
  const [sent, setSent] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = useActionFetcher('Envoi impossible', {
    onDone: () => {
      setErrors({});
      setSent((count) => count + 1);
    },
    onRefused: (outcome) => setErrors(outcome.fields),
  });
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void sending.send(new FormData(event.currentTarget));
  }
  return (
    <form
      onSubmit={submit}
      key={sent}
      noValidate
      aria-label={chat ? 'Chat en direct' : 'Formulaire de contact'}
    >
      <input
        type="hidden"
        name="intent"
        value={chat ? SUPPORT_INTENTS.chat : SUPPORT_INTENTS.open}
      />
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
