import { useEffect, useRef } from 'react';

/**
 * A ref for a row of links that scrolls sideways on a phone (a ScrollArea's viewport): whenever
 * `address` changes, the row scrolls to centre its current link (`aria-current="page"`), which
 * would otherwise sit off the screen's edge behind the row's first links. A row that does not
 * scroll (a column on a wider screen) is left as it is.
 */
export function useCurrentLinkInSight(address: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = ref.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const offset = current.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += offset - (row.clientWidth - current.offsetWidth) / 2;
  }, [address]);
  return ref;
}
