import { useState } from 'react';
import { operationForm } from '../operation-form.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';

/**
 * A settings panel's form: the values being edited, starting from what is saved; 'Annuler' goes
 * back to them; 'Enregistrer' posts them (as JSON, read by settings-action.server.ts) to the
 * panel's route action, whose refusals land beside their fields (by path: `zones.1.fee`). Once
 * saved, the route loads again and the form starts from the new saved values. A panel saved by an
 * operation (decision 061) sends the values as its input instead.
 */
export function useSettingsForm<Values extends object>(
  saved: Values,
  failureTitle: string,
  /**
   * `onDone`: after a save the server accepted (a pop-up closes). `operation`: the intent of the
   * operation the values are the input of, and `params` its path's parameters (which currency).
   */
  handlers: { onDone?: () => void; operation?: string; params?: unknown } = {},
) {
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const savedKey = JSON.stringify(saved);
  // New saved values (after a save, or another device's): start again from them, in render.
  const [startedFrom, setStartedFrom] = useState(savedKey);
  if (startedFrom !== savedKey) {
    setStartedFrom(savedKey);
    setValues(saved);
    setErrors({});
  }
  const fetcher = useActionFetcher(failureTitle, {
    onRefused: (outcome) => setErrors(outcome.fields),
    onDone: () => {
      setErrors({});
      handlers.onDone?.();
    },
  });
  return {
    values,
    errors,
    pending: fetcher.pending,
    dirty: JSON.stringify(values) !== savedKey,
    /** Changes some fields; their messages go until the next save. */
    change(patch: Partial<Values>) {
      setValues((current) => ({ ...current, ...patch }));
      setErrors((current) =>
        Object.fromEntries(
          Object.entries(current).filter(([field]) => !((field.split('.')[0] ?? field) in patch)),
        ),
      );
    },
    reset() {
      setValues(JSON.parse(savedKey) as Values);
      setErrors({});
    },
    /**
     * `patch`: values known only now (an image's address once uploaded), saved with the rest.
     * `target`: fields beside the values that say what they apply to (which saved address).
     */
    save(intent = 'enregistrer', patch: Partial<Values> = {}, target: Record<string, string> = {}) {
      const input = { ...values, ...patch };
      if (handlers.operation)
        return void fetcher.send(
          operationForm(handlers.operation, { params: handlers.params, input }),
        );
      void fetcher.send({ ...target, intent, settings: JSON.stringify(input) });
    },
  };
}

export type SettingsForm<Values extends object> = ReturnType<typeof useSettingsForm<Values>>;
