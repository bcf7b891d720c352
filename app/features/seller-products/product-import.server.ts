import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { CSV_REQUIRED, importedMessage } from './product-import.ts';

/**
 * The products screen's CSV import, through the same service as POST /api/produits/importer:
 * all or nothing, each rejected cell listed (line, column, message).
 */
export function importProducts(
  context: Readonly<RouterContextProvider>,
  account: CurrentAccount,
  form: FormData,
) {
  const csv = form.get('csv');
  if (typeof csv !== 'string' || csv === '')
    return refuse(400, CSV_REQUIRED, { csv: CSV_REQUIRED });
  return answerRefusals(context, async (): Promise<ActionDone> => {
    const { imported } = await context
      .get(appContext)
      .services.sellerProducts.importCsv(account, csv);
    return { ok: true, message: importedMessage(imported) };
  });
}
