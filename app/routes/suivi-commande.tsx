import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { data, Link } from 'react-router';
import { appContext } from '#app-context';
import { formatFcfa } from '#common/money.ts';
import { TrackedOrder } from '../features/orders/tracked-order.tsx';
import { trackingNextStep, type OrderTracking } from '../features/orders/tracking-next-step.ts';
import { pageMeta } from '../features/page-meta.ts';
import { absoluteUrl } from '../features/public-url.ts';
import { CopyText } from '../components/copy-text.tsx';
import type { Route } from './+types/suivi-commande';
import { countryName } from '#common/delivery-countries.ts';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Suivi de commande — ${brandName}`,
    description: 'Le suivi de votre commande : numéros, montants en FCFA, paiement et livraison.',
    brandName,
    noindex: true,
  });
}

// The confirmation page after a checkout, and the guest's tracking link (the token is the
// secret): read by the loader from the orders service and rendered with the page.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, failureOf, publicUrl } = context.get(appContext);
  try {
    return {
      tracking: await services.orders.track(params.token),
      // The page's own address, to keep: the only way back to the order without an e-mail.
      trackingUrl: absoluteUrl(publicUrl, `/suivi-commande/${params.token}`),
    };
  } catch (error) {
    if (failureOf(error)?.status !== 404) throw error;
    return data({ tracking: null, trackingUrl: null }, { status: 404 });
  }
}

export default function SuiviCommande({ loaderData }: Route.ComponentProps) {
  const { tracking, trackingUrl } = loaderData;
  return (
    <Container size="md" py="lg" component="main">
      <Title order={1} mb="md">
        Suivi de commande
      </Title>
      {tracking ? (
        <Tracking tracking={tracking} trackingUrl={trackingUrl} />
      ) : (
        <Stack align="flex-start">
          <Alert color="red" role="alert" title="Commande introuvable">
            Ce lien de suivi ne correspond à aucune commande. Vérifiez qu’il est complet (copiez-le
            depuis l’e-mail de confirmation).
          </Alert>
          <Anchor component={Link} to="/products">
            Découvrir nos produits
          </Anchor>
        </Stack>
      )}
    </Container>
  );
}

function Tracking({ tracking, trackingUrl }: { tracking: OrderTracking; trackingUrl: string }) {
  const next = trackingNextStep(tracking);
  const delivery = tracking.orders[0]?.delivery;
  const several = tracking.orders.length > 1;
  return (
    <Stack gap="lg">
      <Alert color={next.color} role="status" title="Et maintenant ?" data-testid="next-step">
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
          Votre panier venait de {tracking.orders.length} boutiques : chacune prépare et livre sa
          propre commande.
        </Text>
      )}
      {tracking.orders.map((order) => (
        <TrackedOrder key={order.id} order={order} />
      ))}
      <Text fz="lg" fw={700} ta="right" data-testid="tracking-total">
        Total Général: {formatFcfa(tracking.total)}
      </Text>
      {delivery && (
        <Text fz="sm" data-testid="tracking-delivery">
          Livraison{delivery.recipientName ? ` à ${delivery.recipientName}` : ''} :{' '}
          {delivery.address}, {delivery.city}, {countryName(delivery.country)} · {delivery.phone}
        </Text>
      )}
      <KeepTrackingLink
        trackingUrl={trackingUrl}
        noEmail={tracking.orders[0]?.client.email === null}
      />
      <Anchor component={Link} to="/products">
        Continuer mes achats
      </Anchor>
    </Stack>
  );
}

/**
 * The page's address, to copy and keep. A guest who gave no e-mail has nothing else to find her
 * order again with: she is told so plainly (the link by SMS is issue 48's).
 */
function KeepTrackingLink({ trackingUrl, noEmail }: { trackingUrl: string; noEmail: boolean }) {
  return (
    <Alert
      color={noEmail ? 'yellow' : 'gray'}
      variant="light"
      title="Gardez ce lien de suivi"
      data-testid="keep-tracking-link"
    >
      <Stack gap="xs">
        <Text fz="sm">
          {noEmail
            ? 'Vous n’avez pas donné d’adresse e-mail : ce lien est le seul moyen de retrouver votre commande. Copiez-le maintenant et gardez-le (dans vos notes, ou envoyez-le-vous par message).'
            : 'Ce lien vous permet de suivre votre commande à tout moment, sans compte ; il figure aussi dans l’e-mail de confirmation.'}
        </Text>
        <CopyText value={trackingUrl} label="le lien de suivi" />
      </Stack>
    </Alert>
  );
}
