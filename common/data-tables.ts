import { pageCountOf, pageParam, readPage, searchParam } from './list-pages.ts';

// The back-office's data tables (spec section 9: page size 10 by default, options 10, 25, 50,
// 100 and all): page, size, search and sort live in the address (`?taille=25&tri=email&ordre=desc`),
// and the server reads only the page asked for.

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** 'Tout' stops here: a phone cannot show 10 000 rows, and the team can search instead. */
export const ALL_ROWS_LIMIT = 1000;

/** A number of rows per page, or 'tout'. */
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number] | 'tout';

export type SortDirection = 'asc' | 'desc';

export interface TableSort<Column extends string> {
  column: Column;
  direction: SortDirection;
}

/** What a table's address asks for. */
export interface TableQuery<Column extends string> {
  page: number;
  pageSize: PageSize;
  search: string;
  sort: TableSort<Column>;
}

export function pageSizeParam(params: URLSearchParams): PageSize {
  const asked = params.get('taille');
  if (asked === 'tout') return 'tout';
  const size = Number(asked);
  return PAGE_SIZE_OPTIONS.find((option) => option === size) ?? DEFAULT_PAGE_SIZE;
}

/** The sort asked for when it names one of the table's columns, else the table's default. */
export function sortParam<Column extends string>(
  params: URLSearchParams,
  columns: readonly Column[],
  fallback: TableSort<Column>,
): TableSort<Column> {
  const column = columns.find((name) => name === params.get('tri'));
  if (!column) return fallback;
  return { column, direction: params.get('ordre') === 'desc' ? 'desc' : 'asc' };
}

/**
 * One table's parameters when a screen shows several: those named `${prefix}q`, `${prefix}page`…,
 * without their prefix ('' for the table that keeps the plain names).
 */
export function tableParams(params: URLSearchParams, prefix: string): URLSearchParams {
  if (!prefix) return params;
  return new URLSearchParams(
    [...params]
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, value]) => [name.slice(prefix.length), value]),
  );
}

export function tableQuery<Column extends string>(
  allParams: URLSearchParams,
  columns: readonly Column[],
  fallback: TableSort<Column>,
  prefix = '',
): TableQuery<Column> {
  const params = tableParams(allParams, prefix);
  return {
    page: pageParam(params),
    pageSize: pageSizeParam(params),
    search: searchParam(params),
    sort: sortParam(params, columns, fallback),
  };
}

/** The rows a page covers, for SQL's LIMIT and OFFSET. */
export function pageWindow(page: number, pageSize: PageSize): { limit: number; offset: number } {
  if (pageSize === 'tout') return { limit: ALL_ROWS_LIMIT, offset: 0 };
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** A page of a table, as loaders return it. */
export interface TablePage<Row, Column extends string> {
  rows: Row[];
  total: number;
  query: TableQuery<Column>;
  pageCount: number;
}

/** Rows per page for paging arithmetic: 'tout' is one page, however long. */
const rowsPerPage = (pageSize: PageSize) =>
  pageSize === 'tout' ? Number.POSITIVE_INFINITY : pageSize;

/** The number of pages at this size (one for 'tout'; at least one). */
export function tablePageCount(total: number, pageSize: PageSize): number {
  return pageCountOf(total, rowsPerPage(pageSize));
}

/**
 * Reads the page asked for with `read(page)`, or the last page when it is past the end (a list
 * that shrank since its address was written); 'tout' is one page.
 */
export function readTablePage<T extends { total: number }>(
  asked: number,
  pageSize: PageSize,
  read: (page: number) => Promise<T>,
) {
  return readPage(asked, rowsPerPage(pageSize), read);
}

/** A real day of the calendar as 'AAAA-MM-JJ' (not 2026-02-31), as the database will read it. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
