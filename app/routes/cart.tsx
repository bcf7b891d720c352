import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { cartTotal } from '../../common/cart.ts';
import { deliveryErrors, type DeliveryField } from '../../common/delivery.ts';
import { formatFcfa } from '../../common/money.ts';
import { CartLinesTable } from '../features/cart/cart-lines-table.tsx';
import { CartNotices } from '../features/cart/cart-notices.tsx';
import { useCart } from '../features/cart/cart-store.ts';
import { useRefreshedCart } from '../features/cart/use-refreshed-cart.ts';
import {
  DeliveryFields,
  EMPTY_DELIVERY,
  type DeliveryValues,
} from '../features/checkout/delivery-fields.tsx';
import { useHydrated } from '../features/use-hydrated.ts';
import type { Route } from './+types/cart';
import { pageMeta } from '../features/page-meta.ts';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Mon Panier — ${brandName}`,
    description: 'Votre panier : vérifiez vos produits, les quantités et le total en FCFA.',
    brandName,
    noindex: true,
  });
}

/** Ordering opens with the checkout work: until then, say so plainly and keep the cart. */
const ORDERING_NOT_OPEN =
  "La validation des commandes en ligne ouvre très bientôt. Votre panier et vos coordonnées sont conservés sur cet appareil : rien n'a été commandé ni payé.";

export default function Cart() {
  const hydrated = useHydrated();
  const lines = useCart();
  const { notices, failed } = useRefreshedCart();
  const [delivery, setDelivery] = useState<DeliveryValues>(EMPTY_DELIVERY);
  const [errors, setErrors] = useState<Partial<Record<DeliveryField, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const onChange = (field: DeliveryField, value: string) => {
    setDelivery((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSubmitted(false);
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = deliveryErrors(delivery);
    setErrors(found);
    setSubmitted(Object.keys(found).length === 0);
  };

  return (
    <Container size="lg" py="lg" component="main">
      <Title order={1} mb="md">
        Mon Panier
      </Title>
      {!hydrated ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Chargement du panier" />
        </Group>
      ) : lines.length === 0 ? (
        <Stack align="flex-start">
          <Text>Aucun produit dans le panier.</Text>
          <Anchor component={Link} to="/products">
            Découvrir nos produits
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="lg">
          <CartNotices notices={notices} failed={failed} />
          <CartLinesTable lines={lines} />
          <Text fz="lg" fw={800} ta="right" data-testid="cart-page-total">
            Total Général: {formatFcfa(cartTotal(lines))}
          </Text>
          <Paper
            component="form"
            withBorder
            p="md"
            radius="md"
            onSubmit={onSubmit}
            noValidate
            aria-labelledby="paiement"
          >
            <Title order={2} id="paiement" fz="xl" mb="sm">
              Paiement
            </Title>
            <DeliveryFields values={delivery} errors={errors} onChange={onChange} />
            <Group mt="md" justify="space-between">
              <Anchor component={Link} to="/checkout">
                Choisir un moyen de paiement
              </Anchor>
              <Button type="submit" size="md">
                Passer commande
              </Button>
            </Group>
            {submitted && (
              <Alert color="blue" mt="md" role="status">
                {ORDERING_NOT_OPEN}
              </Alert>
            )}
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
