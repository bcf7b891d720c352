import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { formatFcfa } from '#common/money.ts';
import { CASH_ON_DELIVERY, offersCashOnDelivery } from '#common/payment-methods.ts';
import { methodRefusedMessage } from '#common/shop-payment-terms.ts';
import { CartPage } from '../features/cart/cart-page.tsx';
import { checkoutData } from '../features/checkout/checkout-data.server.ts';
import { DeliveryFields } from '../features/checkout/delivery-fields.tsx';
import { OrderingAs } from '../features/checkout/guest-fields.tsx';
import { OrderError } from '../features/checkout/order-error.tsx';
import { NoteField } from '../features/checkout/note-field.tsx';
import { RecipientField } from '../features/checkout/recipient-field.tsx';
import {
  KeepAddressCheckbox,
  SavedAddressSelect,
  startingDelivery,
  useKeepAddress,
  useSavedAddressPicker,
} from '../features/checkout/saved-address-picker.tsx';
import { useOrderForm } from '../features/checkout/use-order-form.ts';
import { answerOffline } from '../features/offline-action.ts';
import { operationAction } from '../features/operation-action.server.ts';
import { pageMeta } from '../features/page-meta.ts';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Mon Panier — ${brandName}`,
    description: 'Votre panier : vérifiez vos produits, les quantités et le total en FCFA.',
    brandName,
    noindex: true,
  });
}

/** The signed-in buyer's country (quoted first) and saved addresses (the default fills in). */
export async function loader({ context }: Route.LoaderArgs) {
  return checkoutData(context);
}

// Placing the order: POST /api/commandes's operation, for the session cookie's buyer or a guest.
export const action = (args: Route.ActionArgs) =>
  operationAction(args, ({ checkout }) => [checkout.place]);
export const clientAction = (args: Route.ClientActionArgs) => answerOffline(args);

// The spec's cart form has no payment method. 'Passer commande' orders with cash on delivery
// where it is offered (our African countries); elsewhere (France, Canada) there is nothing to
// order without a payment method, so it takes the buyer to /checkout with the details typed.

function PaymentNote({
  country,
  total,
  cashRefused,
}: {
  country: string;
  total: number;
  /** Why a shop of the cart rules out cash on delivery; undefined when none does. */
  cashRefused: string | undefined;
}) {
  if (!country) {
    return (
      <Text fz="sm" c="dimmed" data-testid="cart-payment-note">
        En Afrique, payez à la livraison, ou par Mobile Money ou carte bancaire avec « Choisir un
        moyen de paiement » ; en France et au Canada, vous choisirez votre moyen de paiement à
        l’étape suivante.
      </Text>
    );
  }
  if (offersCashOnDelivery(country) && cashRefused) {
    return (
      <Text fz="sm" c="dimmed" data-testid="cart-payment-note">
        {cashRefused}
      </Text>
    );
  }
  if (offersCashOnDelivery(country)) {
    return (
      <Text fz="sm" c="dimmed" data-testid="cart-payment-note">
        {CASH_ON_DELIVERY} : vous réglez {formatFcfa(total)} au livreur, à la réception de votre
        colis.
      </Text>
    );
  }
  return (
    <Text fz="sm" c="dimmed" data-testid="cart-payment-note">
      Le paiement à la livraison n’est pas proposé pour ce pays : « Passer commande » vous mène au
      choix de votre moyen de paiement.
    </Text>
  );
}

export default function Cart() {
  const { accountCountry, addresses, canSaveAddress } = useLoaderData<typeof loader>();
  const start = startingDelivery(addresses, null);
  const form = useOrderForm(start.initial, accountCountry);
  const { delivery, order, shipping } = form;
  const picker = useSavedAddressPicker(addresses, start.addressId, delivery);
  const keep = useKeepAddress(canSaveAddress, picker);
  const navigate = useNavigate();
  const cashRefused = shipping.payment
    ? methodRefusedMessage(CASH_ON_DELIVERY, shipping.payment)
    : undefined;
  const orderable = shipping.ready && shipping.blocking.length === 0 && shipping.lines.length > 0;

  return (
    <CartPage
      title="Mon Panier"
      refreshed={form.refreshed}
      shipping={shipping}
      country={delivery.values.country}
    >
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
            if (!form.validate() || !orderable) return;
            if (!offersCashOnDelivery(delivery.values.country) || cashRefused) {
              void navigate('/checkout', { state: form.handoff });
              return;
            }
            form.place({ method: CASH_ON_DELIVERY }, { saveAddress: keep.wanted });
          }}
        >
          <Title order={2} id="paiement" fz="xl" mb="sm">
            Paiement
          </Title>
          <Stack gap="md">
            <OrderingAs form={form} />
            <SavedAddressSelect picker={picker} />
            <DeliveryFields
              values={delivery.values}
              errors={delivery.errors}
              onChange={picker.typeOver}
            />
            <KeepAddressCheckbox keep={keep} />
            <RecipientField form={form} />
            <NoteField form={form} />
            <PaymentNote
              country={delivery.values.country}
              total={total}
              cashRefused={cashRefused}
            />
            <OrderError order={order} />
            <Group justify="space-between">
              <Anchor component={Link} to="/checkout" state={form.handoff}>
                Choisir un moyen de paiement
              </Anchor>
              <Button type="submit" size="md" loading={order.sending} disabled={!orderable}>
                Passer commande
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </CartPage>
  );
}
