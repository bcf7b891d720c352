import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { appContext } from '#app-context';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { requireDashboardAccount } from '../session/dashboard-access.server.ts';

/** A save's answer with data for the screen beyond its message (codes shown once). */
export interface SaveAnswer {
  message: string;
  [detail: string]: unknown;
}

const SESSION_ENDED = 'Votre session a expiré : reconnectez-vous, puis enregistrez à nouveau.';

/**
 * A settings panel's save (use-settings-form.ts posts the values as JSON in `settings`): checked
 * by the schema the API shares, each refusal under its field's path, then saved by the service,
 * which checks the account again. A save sent after the session ended is refused in the panel,
 * so what was typed stays on screen.
 */
export async function saveSettings<Schema extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  schema: Schema,
  /** The confirmation to show, or it with what else the screen needs of the answer. */
  save: (account: CurrentAccount, input: z.output<Schema>) => Promise<string | SaveAnswer>,
) {
  const session = await context.get(appContext).session();
  if (session.state !== 'valid') return refuse(401, SESSION_ENDED);
  const account = await requireDashboardAccount(context, request);
  const form = await request.formData();
  let raw: unknown;
  try {
    raw = JSON.parse(String(form.get('settings') ?? ''));
  } catch {
    return refuse(400, 'Requête invalide.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    return refuse(400, parsed.error.issues[0]?.message ?? 'Requête invalide.', fields);
  }
  return answerRefusals(context, async (): Promise<ActionDone> => {
    const answer = await save(account, parsed.data);
    return typeof answer === 'string' ? { ok: true, message: answer } : { ok: true, ...answer };
  });
}
