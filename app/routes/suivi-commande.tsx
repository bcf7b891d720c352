import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatFcfa } from '../../common/money.ts';
import { requestJson } from '../features/api-client.ts';
import { TrackedOrder } from '../features/orders/tracked-order.tsx';
import { trackingNextStep, type OrderTracking } from '../features/orders/tracking-next-step.ts';
import { pageMeta } from '../features/page-meta.ts';
import type { Route } from './+types/suivi-commande';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Suivi de commande — ${brandName}`,
    description: 'Le suivi de votre commande : numéros, montants en FCFA, paiement et livraison.',
    brandName,
    noindex: true,
  });
}

type Loaded =
  | { state: 'loading' }
  | { state: 'found'; tracking: OrderTracking }
  | { state: 'missing' }
  | { state: 'failed'; message: string };

// The confirmation page after a checkout, and the guest's tracking link (the token is the secret).
// Fetched by the browser from the public API for now: the orders service is not in the load
// context yet. A loader calling the service in-process can replace this later.
export default function SuiviCommande({ params }: Route.ComponentProps) {
  const { token } = params;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void requestJson<OrderTracking>(`/api/commandes/suivi/${encodeURIComponent(token)}`, {
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setLoaded({ state: 'found', tracking: result.body });
      else if (result.status === 404) setLoaded({ state: 'missing' });
      else setLoaded({ state: 'failed', message: result.message });
    });
    return () => controller.abort();
  }, [token, attempt]);

  return (
    <Container size="md" py="lg" component="main">
      <Title order={1} mb="md">
        Suivi de commande
      </Title>
      {loaded.state === 'loading' && (
        <Group justify="center" py="xl">
          <Loader aria-label="Chargement de la commande" />
        </Group>
      )}
      {loaded.state === 'missing' && (
        <Stack align="flex-start">
          <Alert color="red" role="alert" title="Commande introuvable">
            Ce lien de suivi ne correspond à aucune commande. Vérifiez qu&apos;il est complet
            (copiez-le depuis l&apos;e-mail de confirmation).
          </Alert>
          <Anchor component={Link} to="/products">
            Découvrir nos produits
          </Anchor>
        </Stack>
      )}
      {loaded.state === 'failed' && (
        <Stack align="flex-start">
          <Alert color="red" role="alert">
            {loaded.message}
          </Alert>
          <Button
            onClick={() => {
              setLoaded({ state: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            Réessayer
          </Button>
        </Stack>
      )}
      {loaded.state === 'found' && <Tracking tracking={loaded.tracking} />}
    </Container>
  );
}

function Tracking({ tracking }: { tracking: OrderTracking }) {
  const next = trackingNextStep(tracking);
  const delivery = tracking.orders[0]?.delivery;
  const several = tracking.orders.length > 1;
  return (
    <Stack gap="lg">
      <Alert color={next.color} role="status" title="Et maintenant ?" data-testid="next-step">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{next.text}</Text>
          {next.payUrl && (
            <Button component={Link} to={next.payUrl}>
              Payer maintenant
            </Button>
          )}
        </Stack>
      </Alert>
      {several && (
        <Text>
          Votre panier venait de {tracking.orders.length} boutiques : chacune prépare et livre sa
          propre commande.
        </Text>
      )}
      {tracking.orders.map((order) => (
        <TrackedOrder key={order.id} order={order} />
      ))}
      <Text fz="lg" fw={800} ta="right" data-testid="tracking-total">
        Total Général: {formatFcfa(tracking.total)}
      </Text>
      {delivery && (
        <Text fz="sm">
          Livraison : {delivery.address}, {delivery.city}, {delivery.country} · {delivery.phone}
        </Text>
      )}
      <Text fz="sm" c="dimmed">
        Conservez l&apos;adresse de cette page : elle vous permet de suivre votre commande à tout
        moment, sans compte.
      </Text>
      <Anchor component={Link} to="/products">
        Continuer mes achats
      </Anchor>
    </Stack>
  );
}
