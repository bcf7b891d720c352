import { Anchor, Box, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CategoryGroup } from '../../../common/catalogue.ts';
import classes from './category-row.module.css';
import { ProductCard } from './product-card.tsx';

/** The cards' width (category-row.module.css), for the photos' srcset choice. */
const CARD_SIZES = '176px';

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
          <Anchor
            component={Link}
            to={`/products?categorie=${categoryId}`}
            fz="sm"
            aria-label={`Tout voir : ${group.name}`}
          >
            Tout voir
          </Anchor>
        )}
      </Group>
      <ul aria-label={`Produits : ${group.name}`} tabIndex={0} className={classes.cards}>
        {group.products.map((entry) => (
          <li key={entry.id}>
            <ProductCard entry={entry} imageSizes={CARD_SIZES} />
          </li>
        ))}
      </ul>
    </Box>
  );
}
