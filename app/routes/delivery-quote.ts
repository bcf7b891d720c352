import { appContext } from '#app-context';
import { PRIVATE_NO_STORE } from '#common/cache-control.ts';
import { deliveryQuoteRequestSchema, QUOTE_FIELD } from '#common/delivery-quote.ts';
import { answerInJson, jsonRefusal } from '../features/route-failure.server.ts';
import type { Route } from './+types/delivery-quote';

// `POST /livraison/devis`: the cart's and checkout's delivery quote (app/features/checkout/
// use-delivery-quote.ts), the request as JSON in the form's « devis » field. The same schema and
// service as POST /api/livraison/devis, answered as it answers; public, as guests order too.

export async function action({ context, request }: Route.ActionArgs) {
  let raw: unknown;
  try {
    raw = JSON.parse(String((await request.formData()).get(QUOTE_FIELD) ?? ''));
  } catch {
    raw = undefined;
  }
  const parsed = deliveryQuoteRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    return jsonRefusal({
      status: 400,
      code: 'VALIDATION',
      message: first?.message ?? 'Requête invalide.',
      details: parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      })),
    });
  }
  const { deliveryQuote } = context.get(appContext).services;
  return answerInJson(context, async () =>
    Response.json(await deliveryQuote.quote(parsed.data), {
      headers: { 'cache-control': PRIVATE_NO_STORE },
    }),
  );
}
