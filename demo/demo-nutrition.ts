import type { SellerProduct } from '#common/seller-products.ts';
import { createCatalogueRepository } from '#modules/catalogue/catalogue.repository.ts';
import { createClaimQueueRepository } from '#modules/claim-queue/claim-queue.repository.ts';
import { createClaimRecorder } from '#modules/claim-queue/claim-queue.service.ts';
import { createSellerProductsRepository } from '#modules/seller-products/seller-products.repository.ts';
import { createSellerProductsService } from '#modules/seller-products/seller-products.service.ts';
import type { Database } from '#modules/db/client.ts';
import { demoProducts } from './demo-catalogue.ts';
import { demoActors } from './demo-history.ts';

// The demo foods' nutrition values per 100 g (issue 45 §3.3), saved as their sellers would:
// an edit of the product through the seller's service, which holds the description (« riche en
// vitamine C et en fibres ») to the values given, and shows them on the product page.

export async function seedDemoNutrition(db: Database): Promise<void> {
  const catalogue = createCatalogueRepository(db);
  const sellerProducts = createSellerProductsService({
    repository: createSellerProductsRepository(db),
    catalogue,
    claims: createClaimRecorder(createClaimQueueRepository(db)),
  });
  const { sellerOf } = await demoActors(db);
  for (const seller of sellerOf.values()) {
    const products = await sellerProducts.list(seller);
    for (const demo of demoProducts) {
      const product = products.find((candidate) => candidate.product.name === demo.name);
      if (!demo.nutrition || !product) continue;
      await sellerProducts.update(seller, product.id, {
        ...unchanged(product),
        valeursNutritionnelles: demo.nutrition,
      });
    }
  }
}

/** A product's fields as its edit dialog sends them back. */
const unchanged = (product: SellerProduct) => ({
  categorieId: product.product.categorie.id,
  product: { name: product.product.name, description: product.product.description },
  ...(product.producteur && {
    producteur: { nom: product.producteur.nom, email: product.producteur.email ?? '' },
  }),
  images: product.product.produitimage.map((image) => image.url),
  boutiqueProduct: { price: product.price, stockDisponible: product.stockDisponible },
});
