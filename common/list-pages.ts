// A dashboard's list, one page at a time (orders, products): the page, the search and the list's
// own filters live in the address (`?page=2&q=karité`), so a list can be shared, reloaded and
// paged back. A page past the end shows the last one.

const MAX_SEARCH_LENGTH = 100;

/** The page asked for; 1 for anything unreadable. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The search typed (`q`), trimmed and bounded; '' for none. */
export function searchParam(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}

/** At least one page, even for an empty list. */
export const pageCountOf = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / perPage));

/**
 * The address's query for a state of a list: the entries in that order, those left out that are
 * the default (empty, null, page 1); '' when nothing is left.
 */
export function listSearch(entries: [name: string, value: string | number | null][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (value === null || value === '' || (name === 'page' && value === 1)) continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Reads one page with `read(page)`, or the last page when the one asked for is past the end
 * (a list that shrank since its address was written).
 */
export async function readPage<T extends { total: number }>(
  asked: number,
  perPage: number,
  read: (page: number) => Promise<T>,
): Promise<{ found: T; page: number; pageCount: number }> {
  const found = await read(asked);
  const pageCount = pageCountOf(found.total, perPage);
  if (asked <= pageCount) return { found, page: asked, pageCount };
  return { found: await read(pageCount), page: pageCount, pageCount };
}
