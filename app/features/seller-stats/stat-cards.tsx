import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import {
  IconCash,
  IconPackageExport,
  IconReceipt,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { formatFcfa } from '#common/money.ts';
import { STAT_CARDS, type SellerStats, type StatCard } from '#common/seller-stats.ts';

// The four figures of the spec's variant A. Each card is a button opening the orders behind
// its figure.

const CARD_LOOK: Record<StatCard, { icon: Icon; color: string; money: boolean }> = {
  totalSales: { icon: IconCash, color: 'feuille', money: true },
  orderCount: { icon: IconReceipt, color: 'ocre', money: false },
  deliveredCount: { icon: IconTruckDelivery, color: 'feuille', money: false },
  expectedBalance: { icon: IconPackageExport, color: 'ocre', money: true },
};

const STAT_CARD_KEYS = Object.keys(STAT_CARDS) as StatCard[];

/** A card's figure as shown: FCFA for amounts, a plain count otherwise. */
export function statCardValue(card: StatCard, cards: SellerStats['cards']): string {
  return CARD_LOOK[card].money ? formatFcfa(cards[card]) : String(cards[card]);
}

interface StatCardsProps {
  cards: SellerStats['cards'];
  onOpen: (card: StatCard) => void;
}

export function StatCards({ cards, onOpen }: StatCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
      {STAT_CARD_KEYS.map((key) => {
        const { icon: CardIcon, color } = CARD_LOOK[key];
        return (
          <Card
            key={key}
            component="button"
            type="button"
            withBorder
            padding="md"
            aria-haspopup="dialog"
            data-card={key}
            onClick={() => onOpen(key)}
            style={{ textAlign: 'left', cursor: 'pointer', width: '100%', font: 'inherit' }}
          >
            {/* Spans only: a button holds phrasing content. */}
            <Group component="span" justify="space-between" wrap="nowrap" gap="xs">
              <Text span fz="sm" fw={700}>
                {STAT_CARDS[key].title}
              </Text>
              <ThemeIcon component="span" variant="light" color={color} size="md" aria-hidden>
                <CardIcon size={18} />
              </ThemeIcon>
            </Group>
            <Text
              span
              display="block"
              fz={24}
              fw={700}
              mt={4}
              style={{ whiteSpace: 'nowrap' }}
              data-testid={`stat-${key}`}
            >
              {statCardValue(key, cards)}
            </Text>
            <Text span display="block" fz="xs" c="dimmed">
              {STAT_CARDS[key].help}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
