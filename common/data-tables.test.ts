import { describe, expect, it } from 'vitest';
import {
  isCalendarDay,
  pageSizeParam,
  pageWindow,
  sortParam,
  tablePageCount,
  tableQuery,
} from './data-tables.ts';

const params = (query: string) => new URLSearchParams(query);

describe('data table addresses', () => {
  it('reads the spec’s page sizes, 10 by default and for anything else', () => {
    expect(pageSizeParam(params(''))).toBe(10);
    expect(pageSizeParam(params('taille=25'))).toBe(25);
    expect(pageSizeParam(params('taille=100'))).toBe(100);
    expect(pageSizeParam(params('taille=tout'))).toBe('tout');
    expect(pageSizeParam(params('taille=7'))).toBe(10);
  });

  it('sorts only by the table’s own columns', () => {
    const fallback = { column: 'id', direction: 'desc' } as const;
    expect(sortParam(params('tri=email&ordre=desc'), ['id', 'email'], fallback)).toEqual({
      column: 'email',
      direction: 'desc',
    });
    expect(sortParam(params('tri=email'), ['id', 'email'], fallback)).toEqual({
      column: 'email',
      direction: 'asc',
    });
    expect(sortParam(params('tri=password_hash'), ['id', 'email'], fallback)).toBe(fallback);
  });

  it('turns a page into a window of rows; « tout » is one bounded page', () => {
    expect(pageWindow(3, 25)).toEqual({ limit: 25, offset: 50 });
    expect(pageWindow(4, 'tout')).toEqual({ limit: 1000, offset: 0 });
    expect(tablePageCount(234, 25)).toBe(10);
    expect(tablePageCount(0, 10)).toBe(1);
    expect(tablePageCount(5000, 'tout')).toBe(1);
  });

  it('reads two tables of one screen apart, the second by its prefixed parameters', () => {
    const address = params('q=huile&page=2&familles-q=soins&familles-taille=25&familles-tri=id');
    const byName = { column: 'nom', direction: 'asc' } as const;
    expect(tableQuery(address, ['id', 'nom'], byName)).toEqual({
      page: 2,
      pageSize: 10,
      search: 'huile',
      sort: byName,
    });
    expect(tableQuery(address, ['id', 'nom'], byName, 'familles-')).toEqual({
      page: 1,
      pageSize: 25,
      search: 'soins',
      sort: { column: 'id', direction: 'asc' },
    });
  });
});

describe('date filters', () => {
  it('take real days of the calendar only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-13-45')).toBe(false);
    expect(isCalendarDay('28/02/2026')).toBe(false);
  });
});
