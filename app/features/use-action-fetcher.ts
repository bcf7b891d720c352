import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { AnyOperation, Submission } from '#modules/operations/operation.ts';
import type { ActionDone, ActionFailure, ActionOutcome } from './action-outcome.ts';
import { operationForm, type PartsOf } from './operation-form.ts';
import { toastFailure, toastSuccess } from './toasts.ts';

/**
 * A fetcher posting to the screen's route action, telling the outcome in a toast once the
 * server answered (`failureTitle` above a refusal's message). After the action React Router
 * loads the screen again: the page shows what the server now holds, also when the action was
 * refused because someone else changed it meanwhile.
 */
export function useActionFetcher(
  failureTitle: string,
  handlers: {
    onDone?: (outcome: ActionDone) => void;
    /** A refusal, for a form to show its field messages. */
    onRefused?: (outcome: ActionFailure) => void;
    /** No toast: the form shows the outcome itself. */
    silent?: boolean;
    /** No toast when done: the screen shows it (a notification turns read); refusals still. */
    quietWhenDone?: boolean;
  } = {},
) {
  const fetcher = useFetcher<ActionOutcome>();
  // Told as soon as the server answered, not once the screen's data is read again after it.
  const outcome = fetcher.state === 'submitting' ? undefined : fetcher.data;
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!outcome) return;
    const { onDone, onRefused, silent, quietWhenDone } = latest.current;
    if (outcome.ok) {
      if (!silent && !quietWhenDone) toastSuccess(outcome.message);
      onDone?.(outcome);
    } else {
      if (!silent) toastFailure(failureTitle, outcome.message);
      onRefused?.(outcome);
    }
  }, [outcome, failureTitle]);
  return {
    pending: fetcher.state !== 'idle',
    /**
     * The server's refusal that names no field (too many messages, say), for the form to show
     * beside its button until the next send.
     */
    refusal:
      outcome && !outcome.ok && Object.keys(outcome.fields).length === 0 ? outcome.message : null,
    /** Whether what is being sent has this field at this value (which row is busy). */
    isSending: (field: string, value: string) => fetcher.formData?.get(field) === value,
    send: (fields: Record<string, string> | FormData) => fetcher.submit(fields, { method: 'post' }),
    /** Sends an operation (decision 061) by its intent, with its parts typed by its schemas. */
    perform: <Op extends AnyOperation>(intent: Op['intent'], parts: PartsOf<Op>) =>
      fetcher.submit(operationForm(intent, parts as Submission), { method: 'post' }),
    /** Whether what is being sent is an operation on the resource of these path parameters. */
    isPerformingOn: (params: unknown) => fetcher.formData?.get('params') === JSON.stringify(params),
  };
}

/**
 * One screen's fetcher for the actions of its rows. Owned by the screen, not the row: a row can
 * leave the list with the very action it sent (a product deleted, an order moved out of the
 * status shown), and its answer must still be told.
 */
export type RowActions = ReturnType<typeof useActionFetcher>;

/**
 * One fetcher for several forms of a list that a form may leave with its own answer (a review
 * answered, a product reviewed): owned by what stays on screen, so the answer is still told, and
 * each refusal's field messages go back to the form that sent (its `key`).
 */
export function useFormsSending(failureTitle: string, onDone?: () => void) {
  const [refused, setRefused] = useState<{ key: string; fields: Record<string, string> }>();
  const [sentFor, setSentFor] = useState('');
  const actions = useActionFetcher(failureTitle, {
    onDone: () => {
      setRefused(undefined);
      onDone?.();
    },
    onRefused: (outcome) => setRefused({ key: sentFor, fields: outcome.fields }),
  });
  return {
    pending: (key: string) => actions.pending && sentFor === key,
    errorsFor: (key: string) => (refused?.key === key ? refused.fields : {}),
    send(key: string, form: Record<string, string> | FormData) {
      setSentFor(key);
      void actions.send(form);
    },
    /** Sends an operation (decision 061) from the form of `key`. */
    perform<Op extends AnyOperation>(key: string, intent: Op['intent'], parts: PartsOf<Op>) {
      setSentFor(key);
      void actions.perform<Op>(intent, parts);
    },
  };
}
export type FormsSending = ReturnType<typeof useFormsSending>;
