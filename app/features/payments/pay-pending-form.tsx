import { Button, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatFcfa } from '#common/money.ts';
import type { PayablePayment } from '#common/payment-history.ts';
import {
  CASH_ON_DELIVERY,
  canPay,
  chooseCountry,
  chooseMethod,
  EMPTY_PAYMENT_CHOICE,
  mobileMoneyOperatorsIn,
  PAYMENT_METHODS_BY_COUNTRY,
  paymentMethodsFor,
  type PaymentChoice,
} from '#common/payment-methods.ts';
import { cartPaymentOptions } from '#common/shop-payment-terms.ts';
import type { ActionFailure } from '../action-outcome.ts';
import { paymentFromChoice } from '../checkout/checkout-request.ts';
import { PaymentMethodFields } from '../checkout/payment-method-fields.tsx';
import type { RowActions } from '../use-action-fetcher.ts';
import { countryOptions } from '#common/delivery-countries.ts';

const COUNTRIES = Object.keys(PAYMENT_METHODS_BY_COUNTRY);

/**
 * The spec's payment form (country → method → the method's fields) for an order still awaiting
 * its online payment. Only the method, the operator and the payer's reference are sent (a card's
 * last 4 digits); the provider's page then confirms the payment.
 */
export function PayPendingForm({
  payables,
  actions,
  refusal,
}: {
  payables: PayablePayment[];
  actions: RowActions;
  refusal: ActionFailure | null;
}) {
  const [reference, setReference] = useState(payables[0]?.reference ?? '');
  const [choice, setChoice] = useState<PaymentChoice>(EMPTY_PAYMENT_CHOICE);
  const payable = payables.find((candidate) => candidate.reference === reference);
  const amount = payable?.amount ?? 0;
  // Online methods offered in the country that every shop of the order takes.
  const accepted = payable
    ? cartPaymentOptions(
        paymentMethodsFor(choice.country, { onlinePayments: true }).filter(
          (method) => method !== CASH_ON_DELIVERY,
        ),
        mobileMoneyOperatorsIn(choice.country),
        payable.shops,
      )
    : null;
  const ready = canPay(choice, amount) && choice.method !== CASH_ON_DELIVERY;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!ready || !payable) return;
    const payment = paymentFromChoice(choice);
    void actions.send({
      reference: payable.reference,
      country: choice.country,
      method: payment.method,
      ...(payment.provider ? { provider: payment.provider } : {}),
      account: payment.account ?? '',
    });
  }

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="payer-commande">
      <Title order={2} fz="lg" mb="sm" id="payer-commande">
        Payer une commande
      </Title>
      {payables.length === 0 ? (
        <Text c="dimmed">Aucune commande n’attend de paiement en ligne.</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NativeSelect
              label="Commande à payer"
              value={reference}
              onChange={(event) => {
                setReference(event.currentTarget.value);
                setChoice(EMPTY_PAYMENT_CHOICE);
              }}
              data={payables.map((candidate) => ({
                value: candidate.reference,
                label: `${candidate.orderNumbers.join(', ')} · ${formatFcfa(candidate.amount)}`,
              }))}
              error={refusal?.fields.reference}
            />
            <Text fw={700} data-testid="amount-to-pay">
              Montant : {formatFcfa(amount)}
            </Text>
            <NativeSelect
              label="Pays"
              value={choice.country}
              onChange={(event) => setChoice(chooseCountry(choice, event.currentTarget.value))}
              data={[{ value: '', label: 'Choisissez un pays' }, ...countryOptions(COUNTRIES)]}
              error={refusal?.fields.country}
            />
            <PaymentMethodFields
              choice={choice}
              onlinePayments
              accepted={accepted}
              onMethod={(method) => setChoice(chooseMethod(choice, method))}
              onField={(name, value) =>
                setChoice({ ...choice, fields: { ...choice.fields, [name]: value } })
              }
            />
            {refusal && (
              <Text c="red.4" fz="sm" role="alert">
                {refusal.fields.method ??
                  refusal.fields.provider ??
                  refusal.fields.account ??
                  refusal.message}
              </Text>
            )}
            <Button type="submit" disabled={!ready} loading={actions.pending}>
              Payer {formatFcfa(amount)}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
