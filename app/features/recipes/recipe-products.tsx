import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProductCardEntry } from '#common/catalogue.ts';
import { formatFcfa } from '#common/money.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { ProductImage } from '../catalogue/product-image.tsx';

/** A recipe's 'Produits utilisés' on sale: each with its price and the storefront's cart button. */
export function RecipeProducts({ products }: { products: ProductCardEntry[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="produits-utilises" style={{ marginTop: 32 }}>
      <Title order={2} id="produits-utilises" fz="xl" mb="sm">
        Produits utilisés
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {products.map((product) => (
          <Group
            key={product.id}
            component="li"
            gap="sm"
            wrap="nowrap"
            align="center"
            data-testid="recipe-product"
          >
            <Box
              w={72}
              style={{ flex: 'none', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
            >
              <ProductImage url={product.product.produitimage[0]?.url} alt="" sizes="72px" />
            </Box>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Anchor component={Link} to={`/product-details/${product.id}`} fw={700} lineClamp={2}>
                {product.product.name}
              </Anchor>
              <Group gap="sm" justify="space-between">
                <Text fw={700} c="ocre.4">
                  {formatFcfa(product.price)}
                </Text>
                <AddToCartButton
                  entry={product}
                  size="xs"
                  aria-label={`Ajouter au panier : ${product.product.name}`}
                  leftSection={<IconShoppingCartPlus size={16} aria-hidden="true" />}
                >
                  Ajouter au panier
                </AddToCartButton>
              </Group>
            </Stack>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
