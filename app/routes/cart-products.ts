import { appContext } from '#app-context';
import { PRIVATE_NO_STORE } from '#common/cache-control.ts';
import { productListQuerySchema } from '#common/catalogue-schemas.ts';
import { jsonRefusal } from '../features/route-failure.server.ts';
import type { Route } from './+types/cart-products';

// `GET /panier/produits?ids=…`: the current price and stock of the cart's products, for the cart
// to refresh itself (app/features/cart/). The same query schema and service as
// GET /api/produits/listeproduits?ids=, read from the database each time: never from a cache.

const idsOnly = productListQuerySchema.pick({ ids: true }).required();

export async function loader({ context, request }: Route.LoaderArgs) {
  const parsed = idsOnly.safeParse({
    ids: new URL(request.url).searchParams.get('ids') ?? undefined,
  });
  if (!parsed.success) {
    return jsonRefusal({
      status: 400,
      code: 'VALIDATION',
      message: parsed.error.issues[0]?.message ?? 'Requête invalide.',
    });
  }
  const { items } = await context.get(appContext).services.catalogue.listProducts(parsed.data);
  return Response.json(items, { headers: { 'cache-control': PRIVATE_NO_STORE } });
}
