import { Alert, Box, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { useParams } from 'react-router';
import { appContext } from '#app-context';
import { pageParam } from '#common/list-pages.ts';
import {
  PAYMENT_DECLINED_MESSAGE,
  PAYMENT_DONE_MESSAGE,
  paymentPageSearch,
} from '#common/payment-history.ts';
import { countOf } from '#common/counts.ts';
import type { ActionFailure } from '../../features/action-outcome.ts';
import { ListPager } from '../../features/dashboard-ui/list-controls.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import {
  payPending,
  RETURNED_PAYMENT_PARAM,
} from '../../features/payments/payment-actions.server.ts';
import { PaymentHistoryList } from '../../features/payments/payment-history-list.tsx';
import { PayPendingForm } from '../../features/payments/pay-pending-form.tsx';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/buyer-payments';

// 'Mes Paiements' (spec section 2): the payment form for an order still awaiting its online
// payment, and the history of the buyer's payments with each paid order's invoice (PDF).

export const meta = orderScreenMeta('Mes Paiements');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const params = new URL(request.url).searchParams;
  const { buyerPayments } = context.get(appContext).services;
  const returned = params.get(RETURNED_PAYMENT_PARAM);
  const [history, payables, outcome] = await Promise.all([
    buyerPayments.history(account, pageParam(params)),
    buyerPayments.payables(account),
    returned ? buyerPayments.status(account, returned.slice(0, 100)) : null,
  ]);
  return { history, payables, outcome };
}

export async function action({ context, request }: Route.ActionArgs) {
  const account = await requireDashboardAccount(context, request);
  const screen = new URL(request.url).pathname.replace(/\.data$/, '');
  return payPending(context, account, await request.formData(), screen);
}

export default function BuyerPayments({ loaderData }: Route.ComponentProps) {
  const { history, payables, outcome } = loaderData;
  const root = `/acheteur-dashboard/${useParams().id}`;
  const [refusal, setRefusal] = useState<ActionFailure | null>(null);
  const actions = useActionFetcher('Paiement impossible', {
    onRefused: setRefusal,
    onDone: () => setRefusal(null),
  });
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Mes Paiements
      </Title>
      <Stack gap="lg">
        {outcome === 'Réussi' && (
          <Alert color="green" role="status" data-testid="payment-outcome">
            {PAYMENT_DONE_MESSAGE}
          </Alert>
        )}
        {outcome === 'Échoué' && (
          <Alert color="red" role="alert" data-testid="payment-outcome">
            {PAYMENT_DECLINED_MESSAGE}
          </Alert>
        )}
        <PayPendingForm payables={payables} actions={actions} refusal={refusal} />
        <Box component="section" aria-labelledby="historique-paiements">
          <Title order={2} fz="lg" mb="xs" id="historique-paiements">
            Historique des paiements
          </Title>
          <Text c="dimmed" mb="sm">
            {history.total === 0
              ? 'Vos paiements apparaîtront ici après votre première commande.'
              : countOf(history.total, 'paiement', 'paiements')}
          </Text>
          <PaymentHistoryList payments={history.payments} root={root} />
          <ListPager
            page={history.page}
            pageCount={history.pageCount}
            hrefOf={paymentPageSearch}
            label="Pages des paiements"
          />
        </Box>
      </Stack>
    </Box>
  );
}
