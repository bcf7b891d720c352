import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { appContext } from '#app-context';
import {
  CATEGORY_ADDED,
  CATEGORY_UPDATED,
  categoryInputSchema,
  FAMILY_ADDED,
  FAMILY_UPDATED,
  familyInputSchema,
  moveProductsSchema,
  NO_TOKEN,
} from '../../../common/categories.ts';
import { parseId } from '../../../common/ids.ts';
import type { CurrentAccount } from '../../../core/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { requireDashboardAccount } from '../session/dashboard-access.server.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { CATEGORY_INTENTS } from './category-intents.ts';

const done = (message: string): ActionDone => ({ ok: true, message });

/** A form's number field as the schemas take it: '' (nothing chosen) is absent. */
const numberField = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '');
  return value === '' ? undefined : Number(value);
};

/** The first message of each refused field, under the field's name, and the first of all. */
function refusedFields(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0])] ??= issue.message;
  return refuse(400, error.issues[0]?.message ?? 'Requête invalide.', fields);
}

/**
 * The screen's action. A dialog's save sent once the admin's session is gone (expired, signed
 * out elsewhere) is told so in the dialog, with the spec's message, instead of leaving the page:
 * what was typed stays on screen to be saved after signing in again. The dialogs post through a
 * fetcher (React Router's `.data` requests); any other post without a session is sent home by
 * the dashboards' guard, as their pages are.
 */
export async function runCategoryAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
) {
  const session = await context.get(appContext).session();
  const fromDialog = new URL(request.url).pathname.endsWith('.data');
  if (session.state !== 'valid' && fromDialog) return refuse(401, NO_TOKEN);
  const account = await requireDashboardAccount(context, request);
  return categoryAction(context, account, await request.formData());
}

/** Add (no id) or rename a family. */
async function saveFamily(
  context: Readonly<RouterContextProvider>,
  account: CurrentAccount,
  form: FormData,
  id: number | null,
) {
  const input = familyInputSchema.safeParse({ nom: form.get('nom') ?? undefined });
  if (!input.success) return refusedFields(input.error);
  const { categories } = context.get(appContext).services;
  return answerRefusals(context, async () => {
    if (id === null) {
      await categories.addFamily(account, input.data);
      return done(FAMILY_ADDED);
    }
    await categories.updateFamily(account, id, input.data);
    return done(FAMILY_UPDATED);
  });
}

/** Add (no id) or edit a category: its name and its family. */
async function saveCategory(
  context: Readonly<RouterContextProvider>,
  account: CurrentAccount,
  form: FormData,
  id: number | null,
) {
  const input = categoryInputSchema.safeParse({
    nom: form.get('nom') ?? undefined,
    familleId: numberField(form, 'familleId'),
  });
  if (!input.success) return refusedFields(input.error);
  const { categories } = context.get(appContext).services;
  return answerRefusals(context, async () => {
    if (id === null) {
      await categories.addCategory(account, input.data);
      return done(CATEGORY_ADDED);
    }
    await categories.updateCategory(account, id, input.data);
    return done(CATEGORY_UPDATED);
  });
}

/** The dialogs' writes, through the same service and rules as the API. */
async function categoryAction(
  context: Readonly<RouterContextProvider>,
  account: CurrentAccount,
  form: FormData,
) {
  const intent = form.get('intent');
  if (intent === CATEGORY_INTENTS.addFamily) return saveFamily(context, account, form, null);
  if (intent === CATEGORY_INTENTS.addCategory) return saveCategory(context, account, form, null);

  const id = parseId(String(form.get('id') ?? ''));
  if (id === undefined) return refuse(400, 'Ligne introuvable.');
  const { categories } = context.get(appContext).services;
  switch (intent) {
    case CATEGORY_INTENTS.editFamily:
      return saveFamily(context, account, form, id);
    case CATEGORY_INTENTS.editCategory:
      return saveCategory(context, account, form, id);
    case CATEGORY_INTENTS.removeFamily:
      return answerRefusals(context, async () =>
        done((await categories.removeFamily(account, id)).message),
      );
    case CATEGORY_INTENTS.removeCategory:
      return answerRefusals(context, async () =>
        done((await categories.removeCategory(account, id)).message),
      );
    case CATEGORY_INTENTS.moveProducts: {
      const input = moveProductsSchema.safeParse({
        versCategorieId: numberField(form, 'versCategorieId'),
      });
      if (!input.success) return refusedFields(input.error);
      return answerRefusals(context, async () =>
        done((await categories.moveProducts(account, id, input.data.versCategorieId)).message),
      );
    }
    default:
      return refuse(400, 'Action inconnue.');
  }
}
