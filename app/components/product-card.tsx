import { Card, Image, Text } from '@mantine/core';
import type { ProductListingEntry } from '../../common/catalogue.ts';
import { formatFcfa } from '../../common/money.ts';

const IMAGE_SIZE = 480;

export function ProductCard({
  entry,
  eager = false,
}: {
  entry: ProductListingEntry;
  eager?: boolean;
}) {
  const image = entry.product.produitimage[0]?.url;
  return (
    <Card component="article" padding="sm" radius="md" withBorder data-testid="product-card">
      <Card.Section>
        {image ? (
          <Image
            src={image}
            alt={entry.product.name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            style={{ aspectRatio: '1 / 1', height: 'auto' }}
          />
        ) : (
          <div style={{ aspectRatio: '1 / 1', background: 'var(--mantine-color-dark-5)' }} />
        )}
      </Card.Section>
      <Text
        component="h3"
        fw={600}
        fz="sm"
        mt="sm"
        lineClamp={2}
        lh={1.35}
        style={{ minHeight: '2.7em' }}
      >
        {entry.product.name}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={1}>
        {entry.boutique.name}
      </Text>
      <Text fw={800} c="ocre.4" mt={4} style={{ whiteSpace: 'nowrap' }}>
        {formatFcfa(entry.price)}
      </Text>
    </Card>
  );
}
