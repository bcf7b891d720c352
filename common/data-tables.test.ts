import { describe, expect, it } from 'vitest';
import { pageSizeParam, pageWindow, sortParam, tablePageCount } from './data-tables.ts';

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
});
