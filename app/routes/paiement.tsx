import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { data, Link, redirect } from 'react-router';
import { appContext } from '#app-context';
import { pageMeta } from '../features/page-meta.ts';
import type { Route } from './+types/paiement';

// Where the checkout sends a buyer who pays through a real aggregator (FedaPay, CinetPay): the
// server opens the payment's transaction there, or takes the one already opened, and sends the
// buyer on to the aggregator's page. When the aggregator does not answer, the buyer reads why,
// that nothing was taken, and tries again; the order waits meanwhile.

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Paiement — ${brandName}`,
    description: 'Paiement de votre commande chez notre prestataire de paiement.',
    brandName,
    noindex: true,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, failureOf } = context.get(appContext);
  try {
    return redirect(await services.payments.openHostedPayment(params.reference));
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    const summary = await services.payments.summary(params.reference).catch(() => null);
    return data(
      { message: failure.message, trackingUrl: summary?.trackingUrl ?? null },
      { status: failure.status },
    );
  }
}

export default function Paiement({ loaderData, params }: Route.ComponentProps) {
  const { message, trackingUrl } = loaderData;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Paiement de votre commande</Title>
        <Alert color="red" role="alert">
          {message}
        </Alert>
        <Group>
          <Button component="a" href={`/paiement/${encodeURIComponent(params.reference)}`}>
            Réessayer le paiement
          </Button>
          {trackingUrl && (
            <Button component={Link} to={trackingUrl} variant="default">
              Suivre ma commande
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
