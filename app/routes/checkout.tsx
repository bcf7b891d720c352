import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { appContext } from '#app-context';
import { DELIVERY_COUNTRIES } from '../../common/delivery.ts';
import { formatFcfa } from '../../common/money.ts';
import {
  canPay,
  CASH_ON_DELIVERY,
  chooseCountry,
  chooseMethod,
  EMPTY_PAYMENT_CHOICE,
  paymentMethodsFor,
  type PaymentChoice,
} from '../../common/payment-methods.ts';
import type { CartPaymentOptions } from '../../common/shop-payment-terms.ts';
import { CartPage } from '../features/cart/cart-page.tsx';
import { readHandoff } from '../features/checkout/checkout-handoff.ts';
import { paymentFromChoice } from '../features/checkout/checkout-request.ts';
import { DeliveryFields } from '../features/checkout/delivery-fields.tsx';
import { OrderingAs } from '../features/checkout/guest-fields.tsx';
import { OrderError } from '../features/checkout/order-error.tsx';
import { PaymentMethodFields } from '../features/checkout/payment-method-fields.tsx';
import { useOrderForm } from '../features/checkout/use-order-form.ts';
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

export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const current = await session();
  return {
    onlinePayments: services.checkout.onlinePayments,
    accountCountry:
      current.state === 'valid'
        ? await services.deliveryQuote.accountCountry(current.account.id)
        : null,
  };
}

/** The method (and Mobile Money operator) chosen is one every shop of the cart takes. */
function acceptedByShops(choice: PaymentChoice, accepted: CartPaymentOptions | null): boolean {
  if (!accepted || !choice.method || !accepted.methods.includes(choice.method)) return false;
  const operator = choice.fields.mobileMoneyProvider;
  return choice.method !== 'Mobile Money' || accepted.operators.some((name) => name === operator);
}

export default function Checkout() {
  const { onlinePayments, accountCountry } = useLoaderData<typeof loader>();
  // The countries where something can be paid, in the delivery list's order.
  const countries = DELIVERY_COUNTRIES.filter(
    (country) => paymentMethodsFor(country, { onlinePayments }).length > 0,
  );
  // Details already typed on /cart come along with the navigation.
  const location = useLocation();
  const [handoff] = useState(() => readHandoff(location.state));
  const form = useOrderForm(handoff, accountCountry);
  const { delivery, order, shipping } = form;
  const country = delivery.values.country;
  const [payment, setPayment] = useState<PaymentChoice>(() =>
    chooseCountry(EMPTY_PAYMENT_CHOICE, country),
  );
  // Spec: choosing a country resets the method and its fields (adjusted during render).
  if (payment.country !== country) setPayment(chooseCountry(payment, country));
  const payable = (total: number) =>
    canPay(payment, total) &&
    shipping.ready &&
    shipping.blocking.length === 0 &&
    acceptedByShops(payment, shipping.payment);

  return (
    <CartPage
      title="Passer à la caisse"
      refreshed={form.refreshed}
      shipping={shipping}
      country={country}
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
            if (!form.validate() || !payable(total)) return;
            void form.place(paymentFromChoice(payment));
          }}
        >
          <Title order={2} id="paiement" fz="xl" mb="sm">
            Paiement
          </Title>
          <Stack gap="md">
            {!onlinePayments && (
              <Text fz="sm" c="dimmed" data-testid="online-payments-off">
                Le paiement en ligne n&apos;est pas encore ouvert : nous livrons pour l&apos;instant
                en Afrique, avec paiement à la livraison.
              </Text>
            )}
            <OrderingAs form={form} />
            <DeliveryFields
              values={delivery.values}
              errors={delivery.errors}
              countries={countries}
              onChange={delivery.change}
            />
            <PaymentMethodFields
              choice={payment}
              onlinePayments={onlinePayments}
              accepted={shipping.payment}
              onMethod={(method) => setPayment((current) => chooseMethod(current, method))}
              onField={(name, value) =>
                setPayment((current) => ({
                  ...current,
                  fields: { ...current.fields, [name]: value },
                }))
              }
            />
            <OrderError order={order} />
            <Button
              type="submit"
              size="md"
              disabled={!payable(total)}
              loading={order.sending}
              data-testid="pay-button"
            >
              {payment.method === CASH_ON_DELIVERY
                ? `Commander — ${formatFcfa(total)} à la livraison`
                : `Payer ${formatFcfa(total)}`}
            </Button>
          </Stack>
        </Paper>
      )}
    </CartPage>
  );
}
