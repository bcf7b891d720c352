import { Anchor, Button, Card, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import type { Key, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ALL_ROWS_LIMIT,
  PAGE_SIZE_OPTIONS,
  type PageSize,
  type TablePage,
} from '#common/data-tables.ts';
import { groupThousands } from '#common/money.ts';
import { ListPager, ListSearchForm } from './list-controls.tsx';
import { TableOrCards } from './table-or-cards.tsx';

// The back-office's tables (common/data-tables.ts): sortable headers, 'Lignes par page' and the
// pager are links that change the address; the loader reads that page only. Phones get cards.

export interface DataColumn<Row, Column extends string> {
  label: string;
  /** Set when the table can be sorted by this column (its name in `?tri=`). */
  sort?: Column;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row, Column extends string> {
  page: TablePage<Row, Column>;
  columns: DataColumn<Row, Column>[];
  rowKey: (row: Row) => Key;
  caption: string;
  /** A row as a card on phones: the row's most telling cells. */
  card: (row: Row) => ReactNode;
  /** The search box's label and placeholder; no search box without it. */
  search?: { label: string; placeholder: string };
  /** Said when no row matches. */
  empty: string;
  minWidth?: number;
  /**
   * Put before the table's parameter names (`?familles-q=`) when the screen shows another table:
   * each keeps its own page, search, size and sort (common/data-tables.ts `tableParams`).
   */
  prefix?: string;
}

/**
 * The current address with some of the table's parameters changed (null removes one), back to
 * the table's page 1 unless given.
 */
function useHrefWith(prefix: string) {
  const location = useLocation();
  return (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams(location.search);
    if (!('page' in changes)) params.delete(`${prefix}page`);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || (name === 'page' && value === 1)) params.delete(`${prefix}${name}`);
      else params.set(`${prefix}${name}`, String(value));
    }
    const query = params.toString();
    return query ? `?${query}` : location.pathname;
  };
}

export function DataTable<Row, Column extends string>(props: DataTableProps<Row, Column>) {
  const {
    page,
    columns,
    rowKey,
    caption,
    card,
    search,
    empty,
    minWidth = 720,
    prefix = '',
  } = props;
  const hrefWith = useHrefWith(prefix);
  const location = useLocation();
  const kept = Object.fromEntries(
    [...new URLSearchParams(location.search)].filter(
      ([name]) => name !== `${prefix}q` && name !== `${prefix}page`,
    ),
  );
  const { sort } = page.query;

  const header = (column: DataColumn<Row, Column>) => {
    if (!column.sort) return <Table.Th key={column.label}>{column.label}</Table.Th>;
    const current = sort.column === column.sort;
    const next = current && sort.direction === 'asc' ? 'desc' : 'asc';
    return (
      <Table.Th
        key={column.label}
        aria-sort={current ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <Anchor
          component={Link}
          to={hrefWith({ tri: column.sort, ordre: next })}
          preventScrollReset
          c="inherit"
          fw={700}
          fz="sm"
        >
          {column.label}
          {current ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
        </Anchor>
      </Table.Th>
    );
  };

  return (
    <Stack gap="sm">
      {search && (
        <ListSearchForm
          search={page.query.search}
          keep={kept}
          name={`${prefix}q`}
          label={search.label}
          placeholder={search.placeholder}
        />
      )}
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed" aria-live="polite">
          {rangeText(page)}
        </Text>
        <PageSizeLinks
          label={`Lignes par page : ${caption}`}
          current={page.query.pageSize}
          hrefOf={(size) => hrefWith({ taille: size })}
        />
      </Group>
      {page.rows.length === 0 ? (
        <Card withBorder>
          <Text c="dimmed">{empty}</Text>
        </Card>
      ) : (
        <TableOrCards
          items={page.rows}
          itemKey={rowKey}
          caption={caption}
          minWidth={minWidth}
          head={columns.map(header)}
          row={(row) => (
            <Table.Tr>
              {columns.map((column) => (
                <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          )}
          card={card}
        />
      )}
      <ListPager
        page={page.query.page}
        pageCount={page.pageCount}
        hrefOf={(number) => hrefWith({ page: number })}
        label={`Pages : ${caption}`}
      />
    </Stack>
  );
}

const grouped = (count: number) => groupThousands(String(count));

/** '11–20 sur 234' (or 'Aucune ligne'); 'tout' says when it stopped at its limit. */
function rangeText<Row, Column extends string>(page: TablePage<Row, Column>): string {
  const { total, rows, query } = page;
  if (total === 0) return 'Aucune ligne';
  if (query.pageSize === 'tout') {
    return total > ALL_ROWS_LIMIT
      ? `Les ${grouped(ALL_ROWS_LIMIT)} premières lignes sur ${grouped(total)}`
      : `${grouped(total)} ${total > 1 ? 'lignes' : 'ligne'}`;
  }
  const first = (query.page - 1) * query.pageSize + 1;
  return `${grouped(first)}–${grouped(first + rows.length - 1)} sur ${grouped(total)}`;
}

function PageSizeLinks({
  label,
  current,
  hrefOf,
}: {
  label: string;
  current: PageSize;
  hrefOf: (size: PageSize) => string;
}) {
  const sizes: PageSize[] = [...PAGE_SIZE_OPTIONS, 'tout'];
  return (
    <ScrollArea type="never">
      <Group component="nav" aria-label={label} gap={4} wrap="nowrap">
        <Text fz="sm" c="dimmed" mr={4} aria-hidden>
          Lignes :
        </Text>
        {sizes.map((size) => (
          <Button
            key={size}
            component={Link}
            to={hrefOf(size)}
            size="compact-sm"
            variant={size === current ? 'filled' : 'default'}
            aria-current={size === current ? 'page' : undefined}
            // The name starts with the word shown: a voice control user says what they see.
            aria-label={size === 'tout' ? 'Toutes les lignes' : `${size} lignes par page`}
            preventScrollReset
            // The row scrolls on a narrow phone; each choice keeps its whole label.
            flex="none"
          >
            {size === 'tout' ? 'Toutes' : size}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}
