import { Box, Stack, Table, VisuallyHidden, type MantineSpacing } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { Fragment, type Key, type ReactNode } from 'react';

interface TableOrCardsProps<Item> {
  items: Item[];
  itemKey: (item: Item) => Key;
  /** Names the table (a hidden caption), its scroll region and the list of cards. */
  caption: string;
  /** Below this width the table scrolls sideways inside its region. */
  minWidth: number;
  /** The header row's cells. */
  head: ReactNode;
  /** An item's `Table.Tr`. */
  row: (item: Item) => ReactNode;
  /** An item's card. */
  card: (item: Item) => ReactNode;
  verticalSpacing?: MantineSpacing;
  highlightOnHover?: boolean;
  cardGap?: MantineSpacing;
}

/**
 * A dashboard list: a table from tablets up; on phones one card per item, so nothing needs a
 * sideways scroll at 360 px. Both are rendered; CSS shows one.
 */
export function TableOrCards<Item>({
  items,
  itemKey,
  caption,
  minWidth,
  head,
  row,
  card,
  verticalSpacing = 'xs',
  highlightOnHover = false,
  cardGap = 'sm',
}: TableOrCardsProps<Item>) {
  return (
    <>
      <Table.ScrollContainer
        minWidth={minWidth}
        visibleFrom="sm"
        // A table wider than the screen scrolls: keyboard users must be able to reach it.
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption },
        }}
      >
        <Table verticalSpacing={verticalSpacing} striped highlightOnHover={highlightOnHover}>
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Fragment key={itemKey(item)}>{row(item)}</Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack component="ul" hiddenFrom="sm" gap={cardGap} p={0} m={0} aria-label={caption}>
        {items.map((item) => (
          <Box component="li" key={itemKey(item)} style={{ listStyle: 'none' }}>
            {card(item)}
          </Box>
        ))}
      </Stack>
    </>
  );
}
