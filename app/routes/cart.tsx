import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { formatFcfa } from '../../common/money.ts';
import { CASH_ON_DELIVERY, offersCashOnDelivery } from '../../common/payment-methods.ts';
import { CartPage } from '../features/cart/cart-page.tsx';
import { DeliveryFields } from '../features/checkout/delivery-fields.tsx';
import { OrderingAs } from '../features/checkout/guest-fields.tsx';
import { OrderError } from '../features/checkout/order-error.tsx';
import { useOrderForm } from '../features/checkout/use-order-form.ts';
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

// The spec's cart form has no payment method. 'Passer commande' orders with cash on delivery
// where it is offered (our African countries); elsewhere (France, Canada) there is nothing to
// order without a payment method, so it takes the buyer to /checkout with the details typed.

function PaymentNote({ country, total }: { country: string; total: number }) {
  if (!country) {
    return (
      <Text fz="sm" c="dimmed">
        En Afrique, vous payez à la livraison ; en France et au Canada, vous choisirez votre moyen
        de paiement à l&apos;étape suivante.
      </Text>
    );
  }
  if (offersCashOnDelivery(country)) {
    return (
      <Text fz="sm" c="dimmed" data-testid="cart-payment-note">
        {CASH_ON_DELIVERY} : vous réglez {formatFcfa(total)} au livreur, à la réception de votre
        colis.
      </Text>
    );
  }
  return (
    <Text fz="sm" c="dimmed" data-testid="cart-payment-note">
      Le paiement à la livraison n&apos;est pas proposé pour ce pays : « Passer commande » vous mène
      au choix de votre moyen de paiement.
    </Text>
  );
}

export default function Cart() {
  const form = useOrderForm();
  const { delivery, order } = form;
  const navigate = useNavigate();

  return (
    <CartPage title="Mon Panier" refreshed={form.refreshed}>
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
            if (!form.validate()) return;
            if (!offersCashOnDelivery(delivery.values.country)) {
              void navigate('/checkout', { state: form.handoff });
              return;
            }
            void form.place({ method: CASH_ON_DELIVERY });
          }}
        >
          <Title order={2} id="paiement" fz="xl" mb="sm">
            Paiement
          </Title>
          <Stack gap="md">
            <OrderingAs form={form} />
            <DeliveryFields
              values={delivery.values}
              errors={delivery.errors}
              onChange={delivery.change}
            />
            <PaymentNote country={delivery.values.country} total={total} />
            <OrderError order={order} />
            <Group justify="space-between">
              <Anchor component={Link} to="/checkout" state={form.handoff}>
                Choisir un moyen de paiement
              </Anchor>
              <Button type="submit" size="md" loading={order.sending}>
                Passer commande
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </CartPage>
  );
}
