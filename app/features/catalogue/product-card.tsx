import { ActionIcon, Anchor, Badge, Box, Card, Text } from '@mantine/core';
import { IconEye, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { boutiquePath } from '../../../common/boutiques.ts';
import type { ProductCardEntry } from '../../../common/catalogue.ts';
import { formatFcfa } from '../../../common/money.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { ProductImage } from '../../components/product-image.tsx';

export function productPath(id: number): string {
  return `/product-details/${id}`;
}

interface ProductCardProps {
  entry: ProductCardEntry;
  eager?: boolean;
  /** Width the card is shown at, for the image's srcset choice. */
  imageSizes: string;
}

export function ProductCard({ entry, eager = false, imageSizes }: ProductCardProps) {
  const { product } = entry;
  const soldOut = entry.stockDisponible <= 0;
  return (
    <Card
      component="article"
      padding="sm"
      radius="md"
      withBorder
      h="100%"
      data-testid="product-card"
    >
      {/* The details (eye) button sits on the photo, so the add button gets the card's whole
          width: beside it, its label was cut to 'Aj' on a 320-px phone. */}
      <Card.Section pos="relative">
        <Link
          to={productPath(entry.id)}
          tabIndex={-1}
          aria-hidden="true"
          style={{ display: 'block' }}
        >
          <ProductImage
            url={product.produitimage[0]?.url}
            alt=""
            sizes={imageSizes}
            eager={eager}
          />
        </Link>
        <ActionIcon
          component={Link}
          to={productPath(entry.id)}
          variant="default"
          size="lg"
          radius="xl"
          pos="absolute"
          top={8}
          right={8}
          aria-label={`Voir le détail de ${product.name}`}
        >
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      </Card.Section>
      <Anchor component={Link} to={productPath(entry.id)} c="inherit" underline="hover" mt="sm">
        <Text
          component="h3"
          fw={600}
          fz="sm"
          lineClamp={2}
          lh={1.35}
          style={{ minHeight: '2.7em' }}
        >
          {product.name}
        </Text>
      </Anchor>
      <Anchor
        component={Link}
        to={boutiquePath(entry.boutique.id)}
        fz="xs"
        c="dimmed"
        underline="hover"
        lineClamp={1}
      >
        {entry.boutique.name}
      </Anchor>
      {soldOut ? (
        <Badge color="red" variant="light" size="md" mt={6}>
          Rupture de stock
        </Badge>
      ) : (
        <Text fw={800} c="ocre.4" mt={4} style={{ whiteSpace: 'nowrap' }}>
          {formatFcfa(entry.price)}
        </Text>
      )}
      <Box mt="auto" pt="xs">
        <AddToCartButton
          entry={entry}
          size="compact-md"
          h={36}
          fullWidth
          leftSection={<IconShoppingCartPlus size={16} aria-hidden="true" />}
          aria-label={`Ajouter ${product.name} au panier`}
          data-testid="add-to-cart"
        >
          Ajouter
        </AddToCartButton>
      </Box>
    </Card>
  );
}
