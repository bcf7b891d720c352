import { describe, expect, it } from 'vitest';
import {
  adminOrderQueryOf,
  adminOrderQuerySchema,
  adminOrderSearch,
  parseAdminOrderQuery,
  statusesOf,
} from './admin-orders.ts';

describe('the back-office orders list’s address', () => {
  it('reads every filter, and the table’s page, size and sort', () => {
    const query = parseAdminOrderQuery(
      new URLSearchParams(
        'statut=Livr%C3%A9&paiement=R%C3%A9ussi&boutique=7&dates=livraison&du=2026-01-01&au=2026-03-31&q=+karit%C3%A9+&page=3&taille=25&tri=date&ordre=asc',
      ),
    );
    expect(query).toEqual({
      page: 3,
      pageSize: 25,
      search: 'karité',
      sort: { column: 'date', direction: 'asc' },
      status: 'Livré',
      paymentStatus: 'Réussi',
      boutiqueId: 7,
      dates: 'livraison',
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('leaves out what it cannot read, and an end before the start', () => {
    const query = parseAdminOrderQuery(
      new URLSearchParams(
        'statut=Perdu&paiement=oui&boutique=-2&dates=expedition&du=2026-02-30&au=hier',
      ),
    );
    expect(query).toMatchObject({
      status: null,
      paymentStatus: null,
      boutiqueId: null,
      dates: 'commande',
      from: null,
      to: null,
      sort: { column: 'date', direction: 'desc' },
      pageSize: 10,
    });
    expect(parseAdminOrderQuery(new URLSearchParams('du=2026-03-01&au=2026-02-01'))).toMatchObject({
      from: '2026-03-01',
      to: null,
    });
  });

  it('writes the filters back as an address the parser reads the same', () => {
    const filters = {
      status: 'En attente ou en cours',
      paymentStatus: 'En attente',
      boutiqueId: 4,
      dates: 'livraison',
      from: '2026-11-01',
      to: '2026-11-24',
      search: 'Ama',
    } as const;
    const search = adminOrderSearch(filters);
    expect(parseAdminOrderQuery(new URLSearchParams(search))).toMatchObject(filters);
    expect(adminOrderSearch({})).toBe('');
    // The orders' own days are the default: not written.
    expect(adminOrderSearch({ dates: 'commande', from: '2026-11-01' })).toBe('?du=2026-11-01');
  });

  it('reads the API’s query string into the same query', () => {
    const input = adminOrderQuerySchema.parse({ statut: 'Livré', taille: 'tout', boutique: '3' });
    expect(adminOrderQueryOf(input)).toMatchObject({
      status: 'Livré',
      pageSize: 'tout',
      boutiqueId: 3,
      page: 1,
      sort: { column: 'date', direction: 'desc' },
    });
  });

  it('stands the open orders for the two statuses not yet delivered nor cancelled', () => {
    expect(statusesOf('En attente ou en cours')).toEqual(['En attente', 'En cours']);
    expect(statusesOf('Livré')).toEqual(['Livré']);
  });
});
