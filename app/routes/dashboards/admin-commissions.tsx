import { Box, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { appContext } from '#app-context';
import { formatRate, type CommissionRates } from '#common/commissions.ts';
import {
  CommissionRateForm,
  RemoveOverrideButton,
} from '../../features/commissions/commission-rate-form.tsx';
import { formatOrderDateTime } from '../../features/orders/order-format.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-commissions';

// The back-office's 'Commissions' (issue 46 §2): the platform's rate, a category's or a
// boutique's own, each change dated, by whom, in the journal. Order lines keep the rate they
// were sold at (decision 055).

export const meta = orderScreenMeta('Commissions');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  return { rates: await context.get(appContext).services.commissions.overview(account) };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ commissions }) => [commissions.change]);

const SCOPE_LABELS = { plateforme: 'Plateforme', categorie: 'Catégorie', boutique: 'Boutique' };

const setBy = (row: { setBy: string; setAt: string }) =>
  `fixé par ${row.setBy} le ${formatOrderDateTime(row.setAt)}`;

function Overrides({
  rows,
  scope,
}: {
  rows: { id: number; name: string; rateBps: number; setBy: string; setAt: string }[];
  scope: 'categorie' | 'boutique';
}) {
  if (rows.length === 0) {
    return <Text c="dimmed">Aucun taux particulier : le taux de la plateforme s’applique.</Text>;
  }
  const field = scope === 'categorie' ? 'categorieId' : 'boutiqueId';
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{SCOPE_LABELS[scope]}</Table.Th>
            <Table.Th ta="right">Taux</Table.Th>
            <Table.Th>Fixé</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-commission={`${scope}-${row.id}`}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name}</Table.Td>
              <Table.Td ta="right">{formatRate(row.rateBps)}</Table.Td>
              <Table.Td fz="sm">{setBy(row)}</Table.Td>
              <Table.Td>
                <RemoveOverrideButton scope={scope} field={field} id={row.id} name={row.name} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function History({ history }: { history: CommissionRates['history'] }) {
  if (history.length === 0) return <Text c="dimmed">Aucun changement pour l’instant.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Portée</Table.Th>
            <Table.Th ta="right">Taux</Table.Th>
            <Table.Th>Par</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((row, index) => (
            <Table.Tr key={`${row.setAt}-${index}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatOrderDateTime(row.setAt)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {row.scope === 'plateforme'
                  ? 'Plateforme'
                  : `${SCOPE_LABELS[row.scope]} ${row.target}`}
              </Table.Td>
              <Table.Td ta="right">
                {row.rateBps === null ? 'taux particulier retiré' : formatRate(row.rateBps)}
              </Table.Td>
              <Table.Td>{row.setBy}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function AdminCommissions({ loaderData }: Route.ComponentProps) {
  const { rates } = loaderData;
  return (
    <Box component="main">
      <Title order={1} fz={26}>
        Commissions
      </Title>
      <Text c="dimmed" mb="md">
        La commission est prise sur chaque ligne de commande, au taux en vigueur au moment de la
        commande, arrondie au franc le plus proche. Le taux d’une boutique l’emporte sur celui de la
        catégorie, qui l’emporte sur celui de la plateforme. Changer un taux ne modifie jamais les
        commandes déjà passées.
      </Text>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <CommissionRateForm
            scope="plateforme"
            title="Taux de la plateforme"
            current={
              rates.platform
                ? `${formatRate(rates.platform.rateBps)}, ${setBy(rates.platform)}`
                : 'Aucun taux fixé : aucune commission n’est prise.'
            }
          />
          <CommissionRateForm
            scope="categorie"
            title="Taux d’une catégorie"
            current="Remplace le taux de la plateforme pour les produits de la catégorie."
            target={{
              field: 'categorieId',
              label: 'Catégorie',
              choices: rates.choices.categories,
            }}
          />
          <CommissionRateForm
            scope="boutique"
            title="Taux d’une boutique"
            current="Remplace tout autre taux pour les produits de la boutique."
            target={{ field: 'boutiqueId', label: 'Boutique', choices: rates.choices.boutiques }}
          />
        </SimpleGrid>
        <Box>
          <Title order={2} fz={20} mb="xs">
            Taux par catégorie
          </Title>
          <Overrides
            rows={rates.categories.map((row) => ({ ...row, id: row.categorieId }))}
            scope="categorie"
          />
        </Box>
        <Box>
          <Title order={2} fz={20} mb="xs">
            Taux par boutique
          </Title>
          <Overrides
            rows={rates.boutiques.map((row) => ({ ...row, id: row.boutiqueId }))}
            scope="boutique"
          />
        </Box>
        <Box>
          <Title order={2} fz={20} mb="xs">
            Derniers changements
          </Title>
          <History history={rates.history} />
        </Box>
      </Stack>
    </Box>
  );
}
