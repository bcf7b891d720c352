import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REQUIRED, stockSchema, type SellerProduct } from '../../../common/seller-products.ts';
import { useAuthorizedRequest } from '../session/use-authorized-request.ts';
import { toastFailure, toastSuccess } from '../toasts.ts';

interface StockDialogProps {
  /** The product whose stock is set; null closes the pop-up. */
  product: SellerProduct | null;
  onClose: () => void;
  onUpdated: (product: SellerProduct) => void;
}

/** 'Gérer le stock': the units on hand, a whole number of zero or more (PATCH …/stock). */
export function StockDialog({ product, onClose, onUpdated }: StockDialogProps) {
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title="Gérer le stock"
      size="sm"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {product && (
        <StockForm key={product.id} product={product} onClose={onClose} onUpdated={onUpdated} />
      )}
    </Modal>
  );
}

function StockForm({ product, onClose, onUpdated }: StockDialogProps & { product: SellerProduct }) {
  const request = useAuthorizedRequest();
  const [value, setValue] = useState(String(product.stockDisponible));
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    const parsed = stockSchema.safeParse(text === '' ? undefined : Number(text));
    if (text === '' || !parsed.success) {
      setError(text === '' ? REQUIRED : parsed.error?.issues[0]?.message);
      return;
    }
    setPending(true);
    const result = await request<SellerProduct>(`/api/produits/${product.id}/stock`, {
      method: 'PATCH',
      body: { stockDisponible: parsed.data },
    });
    setPending(false);
    if (result.ok) {
      toastSuccess(`Stock de « ${result.body.product.name} » : ${result.body.stockDisponible}.`);
      onUpdated(result.body);
      onClose();
    } else if (result.status !== 401) {
      toastFailure('Stock non modifié', result.message);
      setError(result.message);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
