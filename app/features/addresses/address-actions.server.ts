import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { addressInputSchema } from '../../../common/addresses.ts';
import { parseId } from '../../../common/ids.ts';
import type { CurrentAccount } from '../../../core/accounts/accounts.service.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { saveSettings } from '../shop-settings/settings-action.server.ts';
import { ADDRESS_INTENTS } from './address-intents.ts';

const isAddressIntent = (intent: unknown): boolean =>
  Object.values(ADDRESS_INTENTS).some((known) => known === intent);

/**
 * The buyer's saved addresses from the settings screen: the same service as the API, which
 * checks the address is the account's own. Null when `form` is not about an address.
 */
export async function runAddressAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  account: CurrentAccount,
  form: FormData,
) {
  const intent = form.get('intent');
  if (!isAddressIntent(intent)) return null;
  const { addresses } = context.get(appContext).services;
  const idText = form.get('id');
  const id = typeof idText === 'string' && idText !== '' ? parseId(idText) : null;
  if (id === undefined) return refuse(400, 'Adresse introuvable.');
  if (intent === ADDRESS_INTENTS.save) {
    return saveSettings(context, request, addressInputSchema, async (owner, input) =>
      id === null
        ? (await addresses.create(owner, input)).message
        : addresses.update(owner, id, input),
    );
  }
  if (id === null) return refuse(400, 'Adresse introuvable.');
  return answerRefusals(context, async () => ({
    ok: true as const,
    message:
      intent === ADDRESS_INTENTS.remove
        ? await addresses.remove(account, id)
        : await addresses.makeDefault(account, id),
  }));
}
