import { Alert, Anchor, Button, Group, Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CartPage } from '../features/cart/cart-page.tsx';
import { DeliveryFields } from '../features/checkout/delivery-fields.tsx';
import { useDeliveryForm } from '../features/checkout/use-delivery-form.ts';
import { pageMeta } from '../features/page-meta.ts';
import type { Route } from './+types/cart';

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
  const delivery = useDeliveryForm();
  const [submitted, setSubmitted] = useState(false);

  return (
    <CartPage title="Mon Panier">
      {() => (
        <Paper
          component="form"
          withBorder
          p="md"
          radius="md"
          noValidate
          aria-labelledby="paiement"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(delivery.validate());
          }}
        >
          <Title order={2} id="paiement" fz="xl" mb="sm">
            Paiement
          </Title>
          <DeliveryFields
            values={delivery.values}
            errors={delivery.errors}
            onChange={(field, value) => {
              delivery.change(field, value);
              setSubmitted(false);
            }}
          />
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
      )}
    </CartPage>
  );
}
