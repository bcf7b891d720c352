import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { preferredChoice } from '#common/addresses.ts';
import { DELIVERY_COUNTRIES } from '#common/delivery-countries.ts';
import { formatFcfa } from '#common/money.ts';
import {
  canPay,
  CASH_ON_DELIVERY,
  chooseMethod,
  paymentMethodsFor,
  type PaymentChoice,
} from '#common/payment-methods.ts';
import type { CartPaymentOptions } from '#common/shop-payment-terms.ts';
import { CartPage } from '../cart/cart-page.tsx';
import type { CheckoutData } from './checkout-data.server.ts';
import type { CheckoutHandoff } from './checkout-handoff.ts';
import { paymentFromChoice } from './checkout-request.ts';
import { DeliveryFields } from './delivery-fields.tsx';
import { OrderingAs } from './guest-fields.tsx';
import { NoteField } from './note-field.tsx';
import { OrderError } from './order-error.tsx';
import { PaymentMethodFields } from './payment-method-fields.tsx';
import { RecipientField } from './recipient-field.tsx';
import {
  KeepAddressCheckbox,
  SavedAddressSelect,
  startingDelivery,
  useKeepAddress,
  useSavedAddressPicker,
} from './saved-address-picker.tsx';
import { useOrderForm } from './use-order-form.ts';

/** The method (and Mobile Money operator) chosen is one every shop of the cart takes. */
function acceptedByShops(choice: PaymentChoice, accepted: CartPaymentOptions | null): boolean {
  if (!accepted || !choice.method || !accepted.methods.includes(choice.method)) return false;
  const operator = choice.fields.mobileMoneyProvider;
  return choice.method !== 'Mobile Money' || accepted.operators.some((name) => name === operator);
}

/**
 * The checkout, on /checkout and as the buyer dashboard's cart (issue 16): the cart's lines and
 * delivery, then the spec's payment form (country, method, the method's fields; the pay button
 * enabled only when all are filled and there is something to pay). A signed-in buyer starts from
 * their default address and preferred method, and may pick another saved address; the server
 * checks everything again when the order is placed.
 */
export function CheckoutScreen({
  title,
  data: { onlinePayments, accountCountry, addresses, preference, canSaveAddress },
  handoff,
}: {
  title: string;
  data: CheckoutData;
  /** Details already typed on /cart, which win over the saved ones. */
  handoff: CheckoutHandoff | null;
}) {
  // The countries where something can be paid, in the delivery list's order.
  const countries = DELIVERY_COUNTRIES.filter(
    (country) => paymentMethodsFor(country, { onlinePayments }).length > 0,
  );
  const start = startingDelivery(addresses, handoff);
  const form = useOrderForm(start.initial, accountCountry);
  const { delivery, order, shipping } = form;
  const picker = useSavedAddressPicker(addresses, start.addressId, delivery);
  const keep = useKeepAddress(canSaveAddress, picker);
  const country = delivery.values.country;
  const startIn = (where: string) =>
    preferredChoice(where, preference, paymentMethodsFor(where, { onlinePayments }));
  const [payment, setPayment] = useState<PaymentChoice>(() => startIn(country));
  // Spec: choosing a country resets the method and its fields (adjusted during render); the
  // buyer's preferred method is chosen again when offered there.
  if (payment.country !== country) setPayment(startIn(country));
  // A preferred method some shop of the cart does not take is unchosen once the quote says so.
  else if (payment.method && shipping.payment && !shipping.payment.methods.includes(payment.method))
    setPayment(chooseMethod(payment, ''));
  const payable = (total: number) =>
    canPay(payment, total) &&
    shipping.ready &&
    shipping.blocking.length === 0 &&
    acceptedByShops(payment, shipping.payment);

  return (
    <CartPage title={title} refreshed={form.refreshed} shipping={shipping} country={country}>
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
            form.place(paymentFromChoice(payment), { saveAddress: keep.wanted });
          }}
        >
          <Title order={2} id="paiement" fz="xl" mb="sm">
            Paiement
          </Title>
          <Stack gap="md">
            {!onlinePayments && (
              <Text fz="sm" c="dimmed" data-testid="online-payments-off">
                Le paiement en ligne n’est pas encore ouvert : nous livrons pour l’instant en
                Afrique, avec paiement à la livraison.
              </Text>
            )}
            <OrderingAs form={form} />
            <SavedAddressSelect picker={picker} />
            <DeliveryFields
              values={delivery.values}
              errors={delivery.errors}
              countries={countries}
              onChange={picker.typeOver}
            />
            <KeepAddressCheckbox keep={keep} />
            <RecipientField form={form} />
            <NoteField form={form} />
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
