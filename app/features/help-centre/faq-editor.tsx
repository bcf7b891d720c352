import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  AUDIENCE_LABELS,
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_QUESTION_MAX_LENGTH,
  HELP_AUDIENCES,
  type FaqEntry,
} from '#common/help-centre.ts';
import { faqEntryInput } from '#common/help-centre-schemas.ts';
import type { helpCentreOperations } from '#modules/help-centre/help-centre.operations.ts';
import { operationForm } from '../operation-form.ts';
import type { FormsSending } from '../use-action-fetcher.ts';

type Operations = typeof helpCentreOperations;
const CREATE: Operations['createFaq']['intent'] = 'faq-ajouter';
const UPDATE: Operations['updateFaq']['intent'] = 'faq-modifier';
const REMOVE: Operations['removeFaq']['intent'] = 'faq-supprimer';

const AUDIENCE_OPTIONS = HELP_AUDIENCES.map((audience) => ({
  value: audience,
  label: AUDIENCE_LABELS[audience],
}));

/**
 * One question of the FAQ as the team edits it (or a new one, without `entry`): public,
 * question, answer and position; each refused field says why beside it.
 */
export function FaqEditor({ entry, sending }: { entry?: FaqEntry; sending: FormsSending }) {
  const key = entry ? `faq-${entry.id}` : 'faq-nouvelle';
  const errors = sending.errorsFor(key);
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    // The fields as typed; the schema refuses what is wrong beside its field.
    const input = faqEntryInput({
      audience: text('audience'),
      question: text('question'),
      answer: text('answer'),
      position: text('position'),
    });
    if (!entry) return sending.send(key, operationForm(CREATE, { input }));
    const params = { id: String(entry.id) };
    const removing = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === REMOVE;
    if (!removing) return sending.send(key, operationForm(UPDATE, { params, input }));
    if (window.confirm(`Supprimer la question « ${entry.question} » ?`))
      sending.send(key, operationForm(REMOVE, { params }));
  }
  return (
    <Paper withBorder p="sm" radius="md">
      <form
        onSubmit={submit}
        noValidate
        aria-label={entry ? `Question : ${entry.question}` : 'Nouvelle question'}
      >
        <Stack gap="xs">
          <SimpleGrid cols={2} spacing="sm">
            <NativeSelect
              name="audience"
              label="Public"
              defaultValue={entry?.audience ?? 'ACHETEUR'}
              data={AUDIENCE_OPTIONS}
              error={errors.audience}
            />
            <TextInput
              name="position"
              label="Position"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={entry?.position ?? 0}
              error={errors.position}
            />
          </SimpleGrid>
          <TextInput
            name="question"
            label="Question"
            defaultValue={entry?.question}
            maxLength={FAQ_QUESTION_MAX_LENGTH}
            error={errors.question}
            withAsterisk
          />
          <Textarea
            name="answer"
            label="Réponse"
            defaultValue={entry?.answer}
            autosize
            minRows={3}
            maxLength={FAQ_ANSWER_MAX_LENGTH}
            error={errors.answer}
            withAsterisk
          />
          <Group gap="xs">
            <Button type="submit" value={entry ? UPDATE : CREATE} loading={sending.pending(key)}>
              {entry ? 'Enregistrer' : 'Ajouter'}
            </Button>
            {entry && (
              <Button type="submit" value={REMOVE} variant="default" color="red">
                Supprimer
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
