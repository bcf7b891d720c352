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
import {
  canPay,
  chooseCountry,
  chooseMethod,
  EMPTY_PAYMENT_CHOICE,
  PAYMENT_COUNTRIES,
  type PaymentChoice,
} from '../../common/payment-methods.ts';
import { CartLinesTable } from '../features/cart/cart-lines-table.tsx';
import { CartNotices } from '../features/cart/cart-notices.tsx';
import { useCart } from '../features/cart/cart-store.ts';
import { useRefreshedCart } from '../features/cart/use-refreshed-cart.ts';
import {
  DeliveryFields,
  EMPTY_DELIVERY,
  type DeliveryValues,
} from '../features/checkout/delivery-fields.tsx';
import { PaymentMethodFields } from '../features/checkout/payment-method-fields.tsx';
import { useHydrated } from '../features/use-hydrated.ts';
import type { Route } from './+types/checkout';
import { pageMeta } from '../features/page-meta.ts';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Passer à la caisse — ${brandName}`,
    description: 'Livraison et paiement de votre commande, en FCFA.',
    brandName,
    noindex: true,
  });
}

/** Payment opens with the checkout work: until then nothing is sent, and the page says so. */
const PAYMENT_NOT_OPEN =
  "Le paiement en ligne ouvre très bientôt. Aucun montant n'a été débité et vos informations de paiement n'ont été ni envoyées ni enregistrées.";

export default function Checkout() {
  const hydrated = useHydrated();
  const lines = useCart();
  const { notices, failed } = useRefreshedCart();
  const [delivery, setDelivery] = useState<DeliveryValues>(EMPTY_DELIVERY);
  const [errors, setErrors] = useState<Partial<Record<DeliveryField, string>>>({});
  const [payment, setPayment] = useState<PaymentChoice>(EMPTY_PAYMENT_CHOICE);
  const [attempted, setAttempted] = useState(false);
  const total = cartTotal(lines);

  const onDeliveryChange = (field: DeliveryField, value: string) => {
    setDelivery((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'country') setPayment((current) => chooseCountry(current, value));
    setAttempted(false);
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = deliveryErrors(delivery);
    setErrors(found);
    setAttempted(Object.keys(found).length === 0 && canPay(payment, total));
  };

  if (!hydrated) {
    return (
      <Container size="lg" py="lg" component="main">
        <Title order={1}>Passer à la caisse</Title>
        <Group justify="center" py="xl">
          <Loader aria-label="Chargement du panier" />
        </Group>
      </Container>
    );
  }

  return (
    <Container size="lg" py="lg" component="main">
      <Title order={1} mb="md">
        Passer à la caisse
      </Title>
      {lines.length === 0 ? (
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
          <Text fz="lg" fw={800} ta="right">
            Total Général: {formatFcfa(total)}
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
            <Stack gap="md">
              <DeliveryFields
                values={delivery}
                errors={errors}
                onChange={onDeliveryChange}
                countries={PAYMENT_COUNTRIES}
              />
              <PaymentMethodFields
                choice={payment}
                onMethod={(method) => {
                  setPayment((current) => chooseMethod(current, method));
                  setAttempted(false);
                }}
                onField={(name, value) => {
                  setPayment((current) => ({
                    ...current,
                    fields: { ...current.fields, [name]: value },
                  }));
                  setAttempted(false);
                }}
              />
              <Button
                type="submit"
                size="md"
                disabled={!canPay(payment, total)}
                data-testid="pay-button"
              >
                Payer {formatFcfa(total)}
              </Button>
              {attempted && (
                <Alert color="blue" role="status">
                  {PAYMENT_NOT_OPEN}
                </Alert>
              )}
            </Stack>
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
