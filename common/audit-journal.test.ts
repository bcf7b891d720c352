import { describe, expect, it } from 'vitest';
import { journalQuery } from './audit-journal.ts';

describe('journalQuery', () => {
  it('reads the filters, newest first by default', () => {
    const query = journalQuery(
      new URLSearchParams(
        'action=produit.retire&cible=produit&admin=3&du=2026-11-01&au=2026-11-24&q=karité',
      ),
    );
    expect(query.filter).toEqual({
      action: 'produit.retire',
      targetType: 'produit',
      adminId: 3,
      from: '2026-11-01',
      to: '2026-11-24',
    });
    expect(query.search).toBe('karité');
    expect(query.sort).toEqual({ column: 'date', direction: 'desc' });
  });

  it('takes anything unreadable for no filter', () => {
    const query = journalQuery(
      new URLSearchParams('action=toString&cible=__proto__&admin=-1&du=2026-13-45&au=2026-02-31'),
    );
    expect(query.filter).toEqual({
      action: null,
      targetType: null,
      adminId: null,
      from: null,
      to: null,
    });
  });
});
