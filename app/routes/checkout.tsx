import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { formatFcfa } from '../../common/money.ts';
import {
  canPay,
  chooseCountry,
  chooseMethod,
  EMPTY_PAYMENT_CHOICE,
  PAYMENT_COUNTRIES,
  type PaymentChoice,
} from '../../common/payment-methods.ts';
import { CartPage } from '../features/cart/cart-page.tsx';
import { DeliveryFields } from '../features/checkout/delivery-fields.tsx';
import { PaymentMethodFields } from '../features/checkout/payment-method-fields.tsx';
import { useDeliveryForm } from '../features/checkout/use-delivery-form.ts';
import { pageMeta } from '../features/page-meta.ts';
import type { Route } from './+types/checkout';

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
  const delivery = useDeliveryForm();
  const [payment, setPayment] = useState<PaymentChoice>(EMPTY_PAYMENT_CHOICE);
  const [attempted, setAttempted] = useState(false);
  const updatePayment = (change: (current: PaymentChoice) => PaymentChoice) => {
    setPayment(change);
    setAttempted(false);
  };

  return (
    <CartPage title="Passer à la caisse">
      {(total) => (
        <Paper
          component="form"
          withBorder
          p="md"
          radius="md"
          noValidate
          aria-labelledby="paiement"
          onSubmit={(event) => {
            event.preventDefault();
            setAttempted(delivery.validate() && canPay(payment, total));
          }}
        >
          <Title order={2} id="paiement" fz="xl" mb="sm">
            Paiement
          </Title>
          <Stack gap="md">
            <DeliveryFields
              values={delivery.values}
              errors={delivery.errors}
              countries={PAYMENT_COUNTRIES}
              onChange={(field, value) => {
                delivery.change(field, value);
                // Spec: choosing a country resets the method and its fields.
                updatePayment((current) =>
                  field === 'country' ? chooseCountry(current, value) : current,
                );
              }}
            />
            <PaymentMethodFields
              choice={payment}
              onMethod={(method) => updatePayment((current) => chooseMethod(current, method))}
              onField={(name, value) =>
                updatePayment((current) => ({
                  ...current,
                  fields: { ...current.fields, [name]: value },
                }))
              }
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
      )}
    </CartPage>
  );
}
