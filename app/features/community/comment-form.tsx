import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import {
  COMMENT_NAME_REQUIRED,
  COMMENT_TEXT_MAX_LENGTH,
  COMMENT_TEXT_REQUIRED,
  type Target,
} from '#common/community.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { COMMUNITY_INTENTS } from './community-intents.ts';
import classes from './comments.module.css';
import { TargetFields } from './target-fields.tsx';

interface CommentFormProps {
  target: Target;
  /** The form's words: the article page's ('Votre commentaire', 'Publier') or the modal's. */
  labels: { name: string; text: string; submit: string };
  /** A signed-in reader's name, filled in. */
  defaultName: string;
  onDone?: () => void;
}

/**
 * A comment: name and text required (spec section 5); a text blank once trimmed is not sent.
 * `site` is the honeypot: hidden from people and screen readers, filled in by robots only.
 */
export function CommentForm({ target, labels, defaultName, onDone }: CommentFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const actions = useActionFetcher('Commentaire non publié', {
    onDone: () => {
      setErrors({});
      const text = form.current?.elements.namedItem('text');
      if (text instanceof HTMLTextAreaElement) text.value = '';
      onDone?.();
    },
    onRefused: (outcome) => setErrors(outcome.fields),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    if (String(data.get('name') ?? '').trim() === '') found.name = COMMENT_NAME_REQUIRED;
    if (String(data.get('text') ?? '').trim() === '') found.text = COMMENT_TEXT_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length === 0) void actions.send(data);
  }

  const id = `${target.kind}-${target.id}`;
  return (
    <form ref={form} method="post" onSubmit={submit} noValidate>
      <TargetFields target={target} intent={COMMUNITY_INTENTS.comment} />
      <div className={classes.honeypot} aria-hidden="true">
        <label htmlFor={`site-${id}`}>Laissez ce champ vide</label>
        <input id={`site-${id}`} name="site" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Stack gap="sm">
        <TextInput
          name="name"
          label={labels.name}
          defaultValue={defaultName}
          maxLength={MAX_LENGTH.name}
          autoComplete="name"
          required
          error={errors.name}
        />
        <Textarea
          name="text"
          label={labels.text}
          autosize
          minRows={3}
          maxLength={COMMENT_TEXT_MAX_LENGTH}
          required
          error={errors.text}
        />
        <Group>
          <Button type="submit" loading={actions.pending}>
            {labels.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
