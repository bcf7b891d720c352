import { describe, expect, it } from 'vitest';
import { accountTableQuery } from './account-admin.ts';

describe('accountTableQuery', () => {
  it('reads the table’s address: newest accounts first, 10 a page, no filter by default', () => {
    expect(accountTableQuery(new URLSearchParams())).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      sort: { column: 'inscription', direction: 'desc' },
      approval: null,
    });
  });

  it('keeps a known approval state, sort and size, and drops anything else', () => {
    const query = accountTableQuery(
      new URLSearchParams('validation=En attente&tri=montant&ordre=desc&taille=tout&page=3'),
    );
    expect(query).toMatchObject({
      approval: 'En attente',
      sort: { column: 'montant', direction: 'desc' },
      pageSize: 'tout',
      page: 3,
    });
    expect(accountTableQuery(new URLSearchParams('validation=Peut-être')).approval).toBeNull();
  });
});
