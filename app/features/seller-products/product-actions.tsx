import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { SellerProduct } from '#common/seller-products.ts';
import type { sellerProductOperations } from '#modules/seller-products/seller-products.operations.ts';
import type { RowActions } from '../use-action-fetcher.ts';

type Operations = typeof sellerProductOperations;

const deleteConfirmation = (name: string) =>
  `Supprimer « ${name} » ? S’il figure dans des commandes, il sera seulement retiré de la vente.`;

interface ProductActionsProps {
  product: SellerProduct;
  onEdit: (product: SellerProduct) => void;
  onStock: (product: SellerProduct) => void;
  /** The screen's: a deleted product's row is gone before its answer comes. */
  actions: RowActions;
}

/**
 * A product's actions: edit, stock (dialogs), on/off sale and delete (the products' operations,
 * sent to the screen's route action). Names say which product they act on.
 */
export function ProductActions({ product, onEdit, onStock, actions }: ProductActionsProps) {
  const name = product.product.name;
  const params = { id: product.id };
  const pending = actions.isPerformingOn(params);
  const setOnSale = (active: boolean) =>
    actions.perform<Operations['setActive']>('vente', { params, input: { active } });
  const remove = () => {
    if (window.confirm(deleteConfirmation(name))) {
      void actions.perform<Operations['remove']>('supprimer', { params });
    }
  };

  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="xs"
        variant="light"
        disabled={pending}
        aria-label={`Modifier « ${name} »`}
        onClick={() => onEdit(product)}
      >
        Modifier
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={pending}
        aria-label={`Gérer le stock de « ${name} »`}
        onClick={() => onStock(product)}
      >
        Gérer le stock
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size={30}
            loading={pending}
            aria-label={`Plus d’actions pour « ${name} »`}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {/* Only the team puts back what it withdrew (the server refuses it too). */}
          <Menu.Item
            onClick={() => void setOnSale(!product.active)}
            disabled={product.withdrawal !== null && !product.active}
          >
            {product.active ? 'Retirer de la vente' : 'Remettre en vente'}
          </Menu.Item>
          <Menu.Item color="red" onClick={remove}>
            Supprimer
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
