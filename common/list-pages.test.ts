import { describe, expect, it } from 'vitest';
import { listSearch, pageCountOf, pageParam, readPage, searchParam } from './list-pages.ts';

describe('list pages', () => {
  it('reads the page and the search, falling back on the first page and no search', () => {
    const params = new URLSearchParams('page=3&q=%20karité%20');
    expect([pageParam(params), searchParam(params)]).toEqual([3, 'karité']);
    for (const page of ['-2', '1.5', 'deux', '']) {
      expect(pageParam(new URLSearchParams({ page }))).toBe(1);
    }
    expect(searchParam(new URLSearchParams({ q: 'x'.repeat(500) }))).toHaveLength(100);
  });

  it('writes back only what differs from the first page of the whole list', () => {
    expect(
      listSearch([
        ['q', ''],
        ['page', 1],
      ]),
    ).toBe('');
    expect(
      listSearch([
        ['statut', null],
        ['q', 'beurre'],
        ['page', 2],
      ]),
    ).toBe('?q=beurre&page=2');
  });

  it('counts at least one page, even for an empty list', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });

  it('reads the last page instead of one past the end', async () => {
    const asked: number[] = [];
    const read = (page: number) => {
      asked.push(page);
      return Promise.resolve({ total: 45, page });
    };
    expect(await readPage(2, 20, read)).toEqual({
      found: { total: 45, page: 2 },
      page: 2,
      pageCount: 3,
    });
    expect((await readPage(9, 20, read)).found.page).toBe(3);
    expect(asked).toEqual([2, 9, 3]);
  });
});
