import type { Target } from '#common/community.ts';
import { TARGET_FIELDS } from './community-intents.ts';

/** The hidden fields naming the target a community form is about. */
export function TargetFields({ target, intent }: { target: Target; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={TARGET_FIELDS.kind} value={target.kind} />
      <input type="hidden" name={TARGET_FIELDS.id} value={target.id} />
    </>
  );
}
