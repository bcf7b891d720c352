import { Badge, Box, Card, DataList, Group, Table, Text } from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import { imageVariantUrl, productImageSrcSet } from '#common/images.ts';
import { WITHDRAWN_BY_TEAM } from '#common/moderation.ts';
import { formatFcfa } from '#common/money.ts';
import type { SellerProduct } from '#common/seller-products.ts';
import { TableOrCards } from '../dashboard-ui/table-or-cards.tsx';
import { useMediaUrl } from '../../components/use-media-url.ts';

const OFF_SALE = 'Hors vente';

interface ProductsTableProps {
  products: SellerProduct[];
  /** Read by screen readers as the table's caption. */
  caption: string;
  actions: (product: SellerProduct) => ReactNode;
}

const producerOf = (product: SellerProduct) =>
  product.producteur?.nom || product.product.producteur?.nom || '—';

function Thumbnail({ product, size }: { product: SellerProduct; size: number }) {
  const media = useMediaUrl();
  const url = product.product.produitimage[0]?.url;
  const box = { width: size, height: size, borderRadius: 'var(--mantine-radius-xs)' };
  if (!url) {
    return (
      <Box
        style={{ ...box, background: 'var(--mantine-color-dark-5)', flexShrink: 0 }}
        role="img"
        aria-label="Sans photo"
      />
    );
  }
  return (
    <img
      // Decorative: the product's name is beside it.
      alt=""
      src={media.src(productImageSrcSet(url) ? imageVariantUrl(url, 240) : url)}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ ...box, objectFit: 'cover', display: 'block', flexShrink: 0 }}
    />
  );
}

function Name({ product }: { product: SellerProduct }) {
  return (
    <>
      <Group gap={6} wrap="wrap">
        <Text fz="sm" fw={700} component="span">
          {product.product.name}
        </Text>
        {product.withdrawal ? (
          <Badge color="red" variant="outline" size="sm">
            {WITHDRAWN_BY_TEAM}
          </Badge>
        ) : (
          !product.active && (
            <Badge color="gray" variant="outline" size="sm">
              {OFF_SALE}
            </Badge>
          )
        )}
      </Group>
      {/* The team's reason, for the seller to correct the product. */}
      {product.withdrawal && (
        <Text fz="xs" c="red.4" mt={2} data-withdrawal-reason>
          Raison : {product.withdrawal.reason}
        </Text>
      )}
    </>
  );
}

function Stock({ product }: { product: SellerProduct }) {
  const stock = product.stockDisponible;
  return (
    <Text
      component="span"
      fz="sm"
      c={stock === 0 ? 'red.4' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {stock === 0 ? '0 (rupture)' : stock}
    </Text>
  );
}

const price = (product: SellerProduct) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatFcfa(product.price)}</span>
);

/**
 * The seller's products: a table from tablets up (id, nom, prix, stock, producteur, image); on
 * phones one card per product.
 */
export function ProductsTable({ products, caption, actions }: ProductsTableProps) {
  return (
    <TableOrCards
      items={products}
      itemKey={(product) => product.id}
      caption={caption}
      minWidth={720}
      highlightOnHover
      head={
        <>
          <Table.Th>ID</Table.Th>
          <Table.Th>Nom</Table.Th>
          <Table.Th ta="right">Prix</Table.Th>
          <Table.Th ta="right">Stock</Table.Th>
          <Table.Th>Producteur</Table.Th>
          <Table.Th>Image</Table.Th>
          <Table.Th>Actions</Table.Th>
        </>
      }
      row={(product) => (
        <Table.Tr data-product={product.id}>
          <Table.Td>{product.id}</Table.Td>
          <Table.Td>
            <Name product={product} />
          </Table.Td>
          <Table.Td ta="right">{price(product)}</Table.Td>
          <Table.Td ta="right">
            <Stock product={product} />
          </Table.Td>
          <Table.Td>{producerOf(product)}</Table.Td>
          <Table.Td>
            <Thumbnail product={product} size={48} />
          </Table.Td>
          <Table.Td>{actions(product)}</Table.Td>
        </Table.Tr>
      )}
      card={(product) => (
        <Card withBorder padding="sm" data-product={product.id}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumbnail product={product} size={64} />
            <Box style={{ minWidth: 0, flex: 1 }}>
              <Name product={product} />
              <DataList size="sm" gap={2} labelWidth={84} mt={4}>
                <DataList.Item>
                  <DataList.ItemLabel c="dimmed">ID</DataList.ItemLabel>
                  <DataList.ItemValue>{product.id}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel c="dimmed">Prix</DataList.ItemLabel>
                  <DataList.ItemValue>{price(product)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel c="dimmed">Stock</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Stock product={product} />
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel c="dimmed">Producteur</DataList.ItemLabel>
                  <DataList.ItemValue>{producerOf(product)}</DataList.ItemValue>
                </DataList.Item>
              </DataList>
            </Box>
          </Group>
          <Box mt="sm">{actions(product)}</Box>
        </Card>
      )}
    />
  );
}
