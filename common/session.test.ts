import { describe, expect, it } from 'vitest';
import {
  dashboardPath,
  dashboardRedirect,
  parseSession,
  sessionEntries,
  sessionFromLogin,
  sessionFromRegistration,
  type Session,
} from './session.ts';

const seller: Session = {
  token: 'jeton',
  tenantId: 7,
  name: 'Akosua Mensah',
  email: 'akosua@exemple.tg',
  boutiqueId: 3,
  userId: 12,
  typeCompte: 'VENDEUR',
};
const buyer: Session = { ...seller, name: null, boutiqueId: null, typeCompte: 'ACHETEUR' };
const admin: Session = { ...buyer, typeCompte: 'ADMIN' };

describe('session from the API answers', () => {
  it('keeps the seller name from a login, and drops it for other roles', () => {
    const login = {
      token: 'jeton',
      TenantId: 7,
      email: 'akosua@exemple.tg',
      boutiqueId: 3,
      userId: 12,
      typeCompte: 'VENDEUR',
      Name: 'Akosua Mensah',
    };
    expect(sessionFromLogin(login)).toEqual(seller);
    expect(
      sessionFromLogin({ ...login, typeCompte: 'ACHETEUR', boutiqueId: null, Name: 'X' }),
    ).toEqual(buyer);
  });

  it('reads a registration answer (Email, TenantId, Name)', () => {
    const registration = {
      token: 'jeton',
      TenantId: 7,
      Name: 'Koffi',
      Email: 'akosua@exemple.tg',
      BoutiqueId: null,
      boutiqueId: null,
      userId: 12,
      typeCompte: 'ACHETEUR',
    };
    expect(sessionFromRegistration(registration)).toEqual(buyer);
    expect(
      sessionFromRegistration({ ...registration, typeCompte: 'VENDEUR', boutiqueId: 3 }).name,
    ).toBe('Koffi');
  });
});

describe('stored session', () => {
  const store = (session: Session) => new Map(sessionEntries(session));

  it('writes exactly the spec keys, null for absent values, and reads them back', () => {
    const entries = store(seller);
    expect([...entries.keys()]).toEqual([
      'token',
      'tenantId',
      'name',
      'email',
      'boutiqueId',
      'userId',
      'typeCompte',
    ]);
    expect(entries.get('tenantId')).toBe('7');
    expect(store(buyer).get('name')).toBeNull();
    expect(parseSession((key) => entries.get(key) ?? null)).toEqual(seller);
    const buyerEntries = store(buyer);
    expect(parseSession((key) => buyerEntries.get(key) ?? null)).toEqual(buyer);
  });

  it('is null without a token or with a garbled id', () => {
    const entries = store(seller);
    expect(parseSession((key) => (key === 'token' ? null : (entries.get(key) ?? null)))).toBeNull();
    expect(
      parseSession((key) => (key === 'tenantId' ? 'abc' : (entries.get(key) ?? null))),
    ).toBeNull();
  });
});

describe('dashboards', () => {
  it('sends each role to its own dashboard', () => {
    expect(dashboardPath(seller)).toBe('/vendeur-dashboard/7/statistics');
    expect(dashboardPath(admin)).toBe('/admin/12');
    expect(dashboardPath(buyer)).toBe('/acheteur-dashboard/7');
    expect(dashboardPath({ ...buyer, typeCompte: 'AUTRE' })).toBe('/acheteur-dashboard/7');
  });

  it('lets an account inside its own dashboard and sends it home from any other', () => {
    expect(dashboardRedirect(seller, '/vendeur-dashboard/7')).toBeNull();
    expect(dashboardRedirect(seller, '/vendeur-dashboard/7/orders/')).toBeNull();
    expect(dashboardRedirect(seller, '/vendeur-dashboard/70')).toBe(
      '/vendeur-dashboard/7/statistics',
    );
    expect(dashboardRedirect(buyer, '/admin/1')).toBe('/acheteur-dashboard/7');
    expect(dashboardRedirect(buyer, '/vendeur-dashboard/7')).toBe('/acheteur-dashboard/7');
    expect(dashboardRedirect(admin, '/admin/12')).toBeNull();
    expect(dashboardRedirect(admin, '/acheteur-dashboard/7')).toBe('/admin/12');
  });
});
