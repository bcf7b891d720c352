import {
  Box,
  Card,
  Group,
  SegmentedControl,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import { formatFcfa } from '#common/money.ts';
import { STATS_PERIODS, type SellerStats, type StatsPeriod } from '#common/seller-stats.ts';
import { bucketUnit, chartBars, salesSummary } from './sales-chart-data.ts';

// The sales over time, drawn with plain boxes (no chart library: it would weigh more than the
// whole screen). Sighted users see bars with their amount as a tooltip and a summary line;
// screen readers get the summary as the picture's name and the figures as a table.

const CHART_HEIGHT = 160;
/** Up to this many bars, each gets its label underneath; beyond, only the first and last. */
const ALL_LABELS_UP_TO = 7;

const PERIOD_CHOICES = Object.entries(STATS_PERIODS).map(([value, label]) => ({ value, label }));

interface SalesChartProps {
  sales: SellerStats['sales'];
  /** The period the figures are for. */
  shownPeriod: StatsPeriod;
  /** The period chosen (another one may still be loading). */
  period: StatsPeriod;
  onPeriodChange: (period: StatsPeriod) => void;
  pending: boolean;
}

export function SalesChart({
  sales,
  shownPeriod,
  period,
  onPeriodChange,
  pending,
}: SalesChartProps) {
  const bars = chartBars(sales);
  const summary = salesSummary(sales, shownPeriod);
  const unit = bucketUnit(shownPeriod);
  const span = STATS_PERIODS[shownPeriod];
  const allLabels = bars.length <= ALL_LABELS_UP_TO;

  return (
    <Card
      component="section"
      withBorder
      padding="md"
      aria-labelledby="ventes-titre"
      aria-busy={pending}
    >
      <Group justify="space-between" gap="sm" mb="xs">
        <Title order={2} fz="lg" id="ventes-titre">
          Ventes
        </Title>
        <SegmentedControl
          aria-label="Période du graphique"
          size="xs"
          data={PERIOD_CHOICES}
          value={period}
          onChange={(value) => onPeriodChange(value as StatsPeriod)}
        />
      </Group>
      <Text fz="sm" c="dimmed" mb="sm" aria-live="polite" data-testid="sales-summary">
        {summary}
      </Text>

      <Box style={{ opacity: pending ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Box
          role="img"
          aria-label={`Graphique des ventes livrées et payées sur ${span}. ${summary}`}
          data-testid="sales-chart"
          style={{
            display: 'flex',
            alignItems: 'flex-end',
            gap: bars.length > 12 ? 2 : 6,
            height: CHART_HEIGHT,
            borderBottom: '1px solid var(--mantine-color-dark-3)',
          }}
        >
          {bars.map((bar) => (
            <Box
              key={bar.label}
              data-bar={bar.label}
              data-amount={bar.amount}
              title={bar.title}
              style={{
                flex: '1 1 0',
                minWidth: 4,
                maxWidth: 48,
                height: `${bar.percent}%`,
                // An empty day still shows, as a line on the axis.
                minHeight: 2,
                borderRadius: '3px 3px 0 0',
                background:
                  bar.amount > 0 ? 'var(--mantine-color-ocre-5)' : 'var(--mantine-color-dark-4)',
              }}
            />
          ))}
        </Box>
        <Box
          aria-hidden="true"
          mt={4}
          style={{
            display: 'flex',
            gap: bars.length > 12 ? 2 : 6,
            justifyContent: allLabels ? undefined : 'space-between',
          }}
        >
          {allLabels ? (
            bars.map((bar) => (
              <Text
                key={bar.label}
                fz={11}
                c="dimmed"
                ta="center"
                style={{ flex: '1 1 0', maxWidth: 48, minWidth: 0 }}
              >
                {bar.label}
              </Text>
            ))
          ) : (
            <>
              <Text fz={11} c="dimmed">
                {bars[0]?.label}
              </Text>
              <Text fz={11} c="dimmed">
                {bars.at(-1)?.label}
              </Text>
            </>
          )}
        </Box>
      </Box>

      <VisuallyHidden>
        <Table>
          <Table.Caption>{`Ventes livrées et payées par ${unit}, sur ${span}`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{unit === 'mois' ? 'Mois' : 'Jour'}</Table.Th>
              <Table.Th scope="col">Montant</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bars.map((bar) => (
              <Table.Tr key={bar.label}>
                <Table.Th scope="row">{bar.label}</Table.Th>
                <Table.Td>{formatFcfa(bar.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
