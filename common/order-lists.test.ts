import { describe, expect, it } from 'vitest';
import { orderListSearch, parseOrderListQuery } from './order-lists.ts';

describe('order list addresses', () => {
  it('reads the page, status and search, and falls back on anything unreadable', () => {
    expect(parseOrderListQuery(new URLSearchParams('page=3&statut=Livré&q=%20karité%20'))).toEqual({
      page: 3,
      status: 'Livré',
      search: 'karité',
    });
    expect(parseOrderListQuery(new URLSearchParams('page=-2&statut=Perdu'))).toEqual({
      page: 1,
      status: null,
      search: '',
    });
    expect(parseOrderListQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes back only what differs from the first page of all orders', () => {
    expect(orderListSearch({ page: 1, status: null, search: '' })).toBe('');
    expect(orderListSearch({ page: 2, status: 'En attente', search: 'CMD' })).toBe(
      '?statut=En+attente&q=CMD&page=2',
    );
  });
});
