import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { appContext } from '#app-context';
import { ADMIN_RATED_CURRENCIES, FIXED_RATES, rateNote } from '#common/currency-equivalents.ts';
import {
  CURRENCY_NAMES,
  ExchangeRateForm,
} from '../../features/exchange-rates/exchange-rate-form.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-devises';

// The back-office's 'Devises' (issue 15, decision 017): the rates a shop's FCFA prices are shown
// at in its currency. The euro's peg and the Central African franc's par are fixed by treaty;
// the dollar and the pound are set here, each with the day it holds for.

export const meta = orderScreenMeta('Devises et taux de change');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const rates = await context.get(appContext).services.exchangeRates.adminRates(account);
  return { rates, today: new Date().toISOString().slice(0, 10) };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ exchangeRates }) => [exchangeRates.set]);

export default function AdminDevises({ loaderData }: Route.ComponentProps) {
  const { rates, today } = loaderData;
  return (
    <Box component="main">
      <Title order={1} fz={26}>
        Devises et taux de change
      </Title>
      <Text c="dimmed" mb="md">
        Les prix sont enregistrés et payés en FCFA. Ces taux servent seulement à afficher un
        équivalent indicatif dans la devise de chaque boutique.
      </Text>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {Object.values(FIXED_RATES).map((rate) => (
            <Paper key={rate.currency} withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <Title order={2} fz={20}>
                {CURRENCY_NAMES[rate.currency]} ({rate.currency})
              </Title>
              <Text mt={4}>{rateNote(rate)}</Text>
              <Text c="dimmed" fz="sm">
                Taux fixe, non modifiable.
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {ADMIN_RATED_CURRENCIES.map((currency) => (
            <ExchangeRateForm
              key={currency}
              currency={currency}
              saved={rates.find((rate) => rate.currency === currency)}
              today={today}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
