import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import { useState, type FormEvent } from 'react';
import type { SellerProduct } from '#common/seller-products.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import type { sellerProductOperations } from '#modules/seller-products/seller-products.operations.ts';
import { checkStock } from './product-form.ts';

interface StockDialogProps {
  /** The product whose stock is set; null closes the pop-up. */
  product: SellerProduct | null;
  onClose: () => void;
}

/** 'Gérer le stock': the units on hand, a whole number of zero or more. */
export function StockDialog({ product, onClose }: StockDialogProps) {
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title="Gérer le stock"
      size="sm"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {product && <StockForm key={product.id} product={product} onClose={onClose} />}
    </Modal>
  );
}

/** Checked here for an instant message, then by the screen's route action, which stores it. */
function StockForm({ product, onClose }: StockDialogProps & { product: SellerProduct }) {
  const [value, setValue] = useState(String(product.stockDisponible));
  const [error, setError] = useState<string | undefined>();
  const { pending, perform } = useActionFetcher('Stock non modifié', {
    onDone: onClose,
    onRefused: (failure) => setError(failure.fields.stockDisponible ?? failure.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkStock(value);
    if (!check.ok) return setError(check.message);
    void perform<typeof sellerProductOperations.setStock>('stock', {
      params: { id: product.id },
      input: { stockDisponible: check.stock },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm">{product.product.name}</Text>
        <TextInput
          label="Stock disponible"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          data-autofocus
          value={value}
          error={error}
          disabled={pending}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" loading={pending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
