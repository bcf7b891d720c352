import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  dashboardPath,
  dashboardRedirect,
  parseSession,
  safeReturnPath,
  signInPath,
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

describe('a dashboard address opened without a session', () => {
  it('goes to the sign-in page with the address to open again', () => {
    expect(signInPath('/vendeur-dashboard/7/orders?q=BAO-2026-000012', 'absente')).toBe(
      '/connexion?session=absente&retour=%2Fvendeur-dashboard%2F7%2Forders%3Fq%3DBAO-2026-000012',
    );
    expect(signInPath('/admin/3', 'expiree')).toBe(
      '/connexion?session=expiree&retour=%2Fadmin%2F3',
    );
  });

  it('keeps only paths of this site as the way back', () => {
    expect(safeReturnPath('/vendeur-dashboard/7/orders?q=BAO')).toBe(
      '/vendeur-dashboard/7/orders?q=BAO',
    );
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'vendeur-dashboard/7',
      '/vendeur-dashboard/7\nSet-Cookie: x',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(unsafe), String(unsafe)).toBeNull();
    }
    expect(signInPath('//evil.example', 'absente')).toBe('/connexion?session=absente');
  });

  it('opens the page asked for once signed in when it is the account’s own, else its dashboard', () => {
    expect(afterSignInPath(seller, '/vendeur-dashboard/7/orders?q=BAO-1')).toBe(
      '/vendeur-dashboard/7/orders?q=BAO-1',
    );
    expect(afterSignInPath(seller, '/vendeur-dashboard/8/orders')).toBe(
      '/vendeur-dashboard/7/statistics',
    );
    expect(afterSignInPath(seller, 'https://evil.example/')).toBe(
      '/vendeur-dashboard/7/statistics',
    );
    expect(afterSignInPath(buyer, null)).toBe('/acheteur-dashboard/7');
    // A member of a boutique's team opens that boutique's dashboard too (decision 032).
    expect(afterSignInPath({ ...buyer, teamTenantId: 9 }, '/vendeur-dashboard/9/orders')).toBe(
      '/vendeur-dashboard/9/orders',
    );
  });
});
