import { Anchor, Box, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CategoryGroup } from '../../../common/catalogue.ts';
import { ProductCard } from './product-card.tsx';

const CARD_WIDTH = 176;

/**
 * One category of the home page: a horizontally scrolling row of product cards. The rows sit
 * below the banner on every screen, so their images load lazily.
 */
export function CategoryRow({ group, index }: { group: CategoryGroup; index: number }) {
  const headingId = `categorie-${index}`;
  const categoryId = group.products[0]?.product.categorie.id;
  return (
    <Box component="section" aria-labelledby={headingId} mb="xl" data-testid="category-row">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={3} id={headingId} fz="lg">
          {group.name}
        </Title>
        {categoryId !== undefined && (
          <Anchor component={Link} to={`/products?categorie=${categoryId}`} fz="sm">
            Tout voir
          </Anchor>
        )}
      </Group>
      <Box
        component="ul"
        aria-label={`Produits : ${group.name}`}
        tabIndex={0}
        style={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: CARD_WIDTH,
          gap: 12,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          padding: '2px 2px 10px',
          margin: 0,
          listStyle: 'none',
        }}
      >
        {group.products.map((entry) => (
          <li key={entry.id} style={{ scrollSnapAlign: 'start' }}>
            <ProductCard entry={entry} imageSizes={`${CARD_WIDTH}px`} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
