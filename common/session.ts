// The signed-in account as the browser keeps it (spec section 7: the keys local storage receives
// on login) and where each role's dashboard lives. Pure functions; the browser store
// (app/features/session/) reads and writes the storage.

/** Exactly the spec's storage keys; logout removes these and nothing else (the cart stays). */
export const SESSION_KEYS = [
  'token',
  'tenantId',
  'name',
  'email',
  'boutiqueId',
  'userId',
  'typeCompte',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Window event sent after the session changes, so the top bar and the guard follow. */
export const SESSION_UPDATED_EVENT = 'sessionUpdated';

export const LOGOUT_CONFIRMATION = 'Êtes-vous sûr de vouloir vous déconnecter ?';

export interface Session {
  token: string;
  tenantId: number;
  /** Sellers only, as the spec stores it. */
  name: string | null;
  email: string;
  boutiqueId: number | null;
  userId: number;
  /** VENDEUR, ADMIN or ACHETEUR; anything else is treated as a buyer. */
  typeCompte: string;
}

/** What `POST /api/users/login` answers. */
export interface LoginResponse {
  token: string;
  TenantId: number;
  email: string;
  boutiqueId: number | null;
  userId: number;
  typeCompte: string;
  Name?: string;
}

/** What `POST /api/users/register` answers. */
export interface RegistrationResponse {
  token: string;
  TenantId: number;
  Name: string;
  Email: string;
  BoutiqueId: number | null;
  boutiqueId: number | null;
  userId: number;
  typeCompte: string;
}

const sellerName = (typeCompte: string, name: string | undefined) =>
  typeCompte === 'VENDEUR' && name ? name : null;

export function sessionFromLogin(response: LoginResponse): Session {
  return {
    token: response.token,
    tenantId: response.TenantId,
    name: sellerName(response.typeCompte, response.Name),
    email: response.email,
    boutiqueId: response.boutiqueId,
    userId: response.userId,
    typeCompte: response.typeCompte,
  };
}

export function sessionFromRegistration(response: RegistrationResponse): Session {
  return {
    token: response.token,
    tenantId: response.TenantId,
    name: sellerName(response.typeCompte, response.Name),
    email: response.Email,
    boutiqueId: response.boutiqueId,
    userId: response.userId,
    typeCompte: response.typeCompte,
  };
}

/** The values to store: a key whose value is null (a buyer's name or boutique) is not stored. */
export function sessionEntries(session: Session): [SessionKey, string | null][] {
  return SESSION_KEYS.map((key) => {
    const value = session[key];
    return [key, value === null ? null : String(value)];
  });
}

const positiveInteger = (value: string | null): number | null => {
  const number = Number(value);
  return value !== null && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** The stored session, or null when the token or an id is missing or garbled. */
export function parseSession(read: (key: SessionKey) => string | null): Session | null {
  const token = read('token');
  const tenantId = positiveInteger(read('tenantId'));
  const userId = positiveInteger(read('userId'));
  if (!token || tenantId === null || userId === null) return null;
  return {
    token,
    tenantId,
    name: read('name'),
    email: read('email') ?? '',
    boutiqueId: positiveInteger(read('boutiqueId')),
    userId,
    typeCompte: read('typeCompte') ?? '',
  };
}

type Owner = Pick<Session, 'typeCompte' | 'tenantId' | 'userId'>;

/** The root of the account's own dashboard (an admin's is keyed by account id, others by tenant). */
export function dashboardRoot(owner: Owner): string {
  if (owner.typeCompte === 'VENDEUR') return `/vendeur-dashboard/${owner.tenantId}`;
  if (owner.typeCompte === 'ADMIN') return `/admin/${owner.userId}`;
  return `/acheteur-dashboard/${owner.tenantId}`;
}

/** Where the account lands: a seller on its statistics, the others on their dashboard. */
export function dashboardPath(owner: Owner): string {
  const root = dashboardRoot(owner);
  return owner.typeCompte === 'VENDEUR' ? `${root}/statistics` : root;
}

/** The dashboard of the boutique whose team the account is in (its owner's tenant's). */
export const teamDashboardRoot = (boutiqueTenantId: number) =>
  `/vendeur-dashboard/${boutiqueTenantId}`;

/**
 * Null when the address is inside the account's own dashboard, or inside the dashboard of the
 * boutique whose team it is in (`teamTenantId`, whatever its account type: decision 032), else
 * where to send it.
 */
export function dashboardRedirect(
  owner: Owner & { teamTenantId?: number | null },
  pathname: string,
): string | null {
  const roots = [dashboardRoot(owner)];
  if (owner.teamTenantId) roots.push(teamDashboardRoot(owner.teamTenantId));
  const path = pathname.replace(/\/+$/, '');
  const inside = roots.some((root) => path === root || path.startsWith(`${root}/`));
  return inside ? null : dashboardPath(owner);
}

/**
 * The query a dashboard's guard adds to the sign-in page when it turns a visitor away: that page
 * then forgets the browser's stored session, whose token cannot be valid either (the cookie holds
 * the same token, for the same time). `expiree` when the server refused the cookie (expired,
 * ended elsewhere: the visitor is told), `absente` when there was none.
 */
export const SESSION_ENDED_PARAM = 'session';
export type SessionEnded = 'expiree' | 'absente';

/** The page to open again once signed in (`/connexion?retour=…`). */
export const RETURN_PARAM = 'retour';

/**
 * A path of this site to go back to, or null: it starts with one « / » (never « // » or « /\ »,
 * which a browser reads as another host) and holds no control character.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** The sign-in page, for a dashboard address opened without a valid session, back there after. */
export function signInPath(returnTo: string, ended: SessionEnded): string {
  const query = new URLSearchParams({ [SESSION_ENDED_PARAM]: ended });
  const back = safeReturnPath(returnTo);
  if (back) query.set(RETURN_PARAM, back);
  return `/connexion?${query.toString()}`;
}

/**
 * Where a signed-in account goes from the sign-in page: the page it was sent away from when it
 * is the account's own dashboard (or its team's), else its dashboard.
 */
export function afterSignInPath(
  owner: Owner & { teamTenantId?: number | null },
  returnTo: string | null | undefined,
): string {
  const back = safeReturnPath(returnTo);
  if (back && dashboardRedirect(owner, new URL(back, 'http://site.invalid').pathname) === null) {
    return back;
  }
  return dashboardPath(owner);
}
