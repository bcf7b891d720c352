import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import type { SellerProduct } from '../../../common/seller-products.ts';
import { useAuthorizedRequest } from '../session/use-authorized-request.ts';
import { toastFailure, toastSuccess } from '../toasts.ts';

export const deleteConfirmation = (name: string) =>
  `Supprimer « ${name} » ? S'il figure dans des commandes, il sera seulement retiré de la vente.`;

interface ProductActionsProps {
  product: SellerProduct;
  onEdit: (product: SellerProduct) => void;
  onStock: (product: SellerProduct) => void;
  /** The server's new version (on or off sale). */
  onChanged: (product: SellerProduct) => void;
  /** Deleted, or only taken off sale when orders keep it: the list is read again. */
  onRemoved: () => void;
}

/** A product's actions: edit, stock, on/off sale, delete. Names say which product they act on. */
export function ProductActions({
  product,
  onEdit,
  onStock,
  onChanged,
  onRemoved,
}: ProductActionsProps) {
  const request = useAuthorizedRequest();
  const [pending, setPending] = useState(false);
  const name = product.product.name;

  async function setOnSale(active: boolean) {
    setPending(true);
    const result = await request<SellerProduct>(`/api/produits/${product.id}/vente`, {
      method: 'PATCH',
      body: { active },
    });
    setPending(false);
    if (result.ok) {
      onChanged(result.body);
      toastSuccess(
        active ? `« ${name} » est de nouveau en vente.` : `« ${name} » est retiré de la vente.`,
      );
    } else if (result.status !== 401) toastFailure('Action impossible', result.message);
  }

  async function remove() {
    if (!window.confirm(deleteConfirmation(name))) return;
    setPending(true);
    const result = await request<{ outcome: string; message: string }>(
      `/api/produits/${product.id}`,
      { method: 'DELETE' },
    );
    setPending(false);
    if (result.ok) {
      toastSuccess(result.body.message);
      onRemoved();
    } else if (result.status !== 401) toastFailure('Suppression impossible', result.message);
  }

  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="xs"
        variant="light"
        disabled={pending}
        aria-label={`Modifier « ${name} »`}
        onClick={() => onEdit(product)}
      >
        Modifier
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={pending}
        aria-label={`Gérer le stock de « ${name} »`}
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
            aria-label={`Plus d'actions pour « ${name} »`}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void setOnSale(!product.active)}>
            {product.active ? 'Retirer de la vente' : 'Remettre en vente'}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => void remove()}>
            Supprimer
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
