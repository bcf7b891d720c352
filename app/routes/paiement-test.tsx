import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatFcfa } from '#common/money.ts';
import { PAYMENT_STATUS_COLORS, TEST_MODE_LABEL, type PaymentSummary } from '#common/orders.ts';
import { requestJson } from '../features/api-client.ts';
import { pageMeta } from '../features/page-meta.ts';
import type { Route } from './+types/paiement-test';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Paiement de démonstration (${TEST_MODE_LABEL}) — ${brandName}`,
    description: 'Page de paiement du prestataire de test : aucun argent n’est débité.',
    brandName,
    noindex: true,
  });
}

type Loaded =
  | { state: 'loading' }
  | { state: 'found'; payment: PaymentSummary }
  | { state: 'missing' }
  | { state: 'failed'; message: string };

type Decision = 'approve' | 'decline';

/** The buttons' words: Mobile Money is confirmed on the buyer's phone, never on a web page. */
const DECISION_LABELS: Record<'page' | 'phone', Record<Decision, string>> = {
  page: { approve: 'Approuver le paiement', decline: 'Refuser le paiement' },
  phone: {
    approve: 'Simuler la confirmation sur le téléphone',
    decline: 'Simuler le refus sur le téléphone',
  },
};

const byPhone = (payment: PaymentSummary) => payment.method === 'Mobile Money';
const labels = (payment: PaymentSummary) => DECISION_LABELS[byPhone(payment) ? 'phone' : 'page'];

/** Where the buyer asked to come back (`?retour=`): a path of this site only, never elsewhere. */
function sitePath(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

// The hosted page of the test payment provider, inside the app: the buyer approves or declines,
// the provider's signed notification updates the payment, and the buyer goes back to the order.
// For Mobile Money the operator asks the buyer on her phone (a USSD push) for her secret code:
// the page says so, asks for nothing, and only simulates the phone's answer.
export default function PaiementTest({ params }: Route.ComponentProps) {
  const { reference } = params;
  const navigate = useNavigate();
  const returnTo = sitePath(useSearchParams()[0].get('retour'));
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const path = `/api/paiements/${encodeURIComponent(reference)}`;

  useEffect(() => {
    const controller = new AbortController();
    void requestJson<PaymentSummary>(path, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setLoaded({ state: 'found', payment: result.body });
      else if (result.status === 404) setLoaded({ state: 'missing' });
      else setLoaded({ state: 'failed', message: result.message });
    });
    return () => controller.abort();
  }, [path]);

  async function decide(decision: Decision) {
    if (inFlight.current) return;
    inFlight.current = true;
    setDeciding(decision);
    setError(null);
    const result = await requestJson<PaymentSummary>(
      `/api/paiements/test/${encodeURIComponent(reference)}/decision`,
      { body: { decision } },
    );
    inFlight.current = false;
    setDeciding(null);
    if (result.ok) await navigate(returnTo ?? result.body.trackingUrl);
    else setError(result.message);
  }

  return (
    <Container size="xs" py="lg" component="main">
      <Alert color="yellow" variant="light" mb="md" data-testid="test-mode-banner">
        <Text fw={700} fz="sm">
          Paiement de démonstration — {TEST_MODE_LABEL} : aucun argent n’est débité
        </Text>
      </Alert>
      <Title order={1} mb="md">
        Paiement
      </Title>
      {loaded.state === 'loading' && (
        <Group justify="center" py="xl">
          <Loader aria-label="Chargement du paiement" />
        </Group>
      )}
      {loaded.state === 'missing' && (
        <Alert color="red" role="alert" title="Paiement introuvable">
          Cette référence de paiement ne correspond à aucune commande.
        </Alert>
      )}
      {loaded.state === 'failed' && (
        <Alert color="red" role="alert">
          {loaded.message}
        </Alert>
      )}
      {loaded.state === 'found' && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              Référence {loaded.payment.reference}
            </Text>
            <Text fz={28} fw={700} data-testid="payment-amount">
              {formatFcfa(loaded.payment.amount)}
            </Text>
            <Text>
              {loaded.payment.method}
              {loaded.payment.provider ? ` · ${loaded.payment.provider}` : ''}
            </Text>
            <Group gap="xs">
              <Text fz="sm">Statut :</Text>
              <Badge
                color={PAYMENT_STATUS_COLORS[loaded.payment.status]}
                variant="light"
                data-testid="payment-status"
              >
                {loaded.payment.status}
              </Badge>
            </Group>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            {loaded.payment.status === 'En attente' ? (
              <Stack gap="sm">
                {byPhone(loaded.payment) && (
                  <>
                    <Text data-testid="phone-confirmation">
                      {loaded.payment.provider} envoie une demande de paiement sur votre téléphone :
                      vous la confirmez sur le téléphone, avec votre code secret Mobile Money. Ce
                      site ne vous demandera jamais ce code.
                    </Text>
                    <Text fz="sm" c="dimmed">
                      Démonstration : aucun téléphone ne reçoit la demande, simulez ici sa réponse.
                    </Text>
                  </>
                )}
                <Button
                  size="md"
                  loading={deciding === 'approve'}
                  disabled={deciding !== null}
                  onClick={() => void decide('approve')}
                >
                  {labels(loaded.payment).approve}
                </Button>
                <Button
                  size="md"
                  color="red"
                  variant="outline"
                  loading={deciding === 'decline'}
                  disabled={deciding !== null}
                  onClick={() => void decide('decline')}
                >
                  {labels(loaded.payment).decline}
                </Button>
              </Stack>
            ) : (
              <Anchor component={Link} to={loaded.payment.trackingUrl}>
                Voir ma commande
              </Anchor>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
