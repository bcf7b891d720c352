import {
  ACCESS_DENIED_MESSAGE,
  DUPLICATE_EMAIL_MESSAGE,
  DUPLICATE_PHONE_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  normalizePhone,
  SESSION_INVALID_MESSAGE,
  type LoginPayload,
  type RegistrationPayload,
} from '../../common/accounts.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { signToken, verifyToken } from '../auth/tokens.ts';
import { Conflict, Forbidden, Unauthenticated } from '../errors.ts';
import type { AccountsRepository, AccountType, NewAccount } from './accounts.repository.ts';
import { secretSource } from './auth-secret.ts';

// Authorization convention, reused by every later module:
// - a route declares the roles it allows (`app.requireRoles(...)` in server/plugins/auth.ts),
//   which authenticates the bearer token and puts the current account on the request;
// - the service receives that account and checks ownership itself (a seller acts only on the
//   boutique of its tenant, a buyer only on its own orders), throwing Forbidden otherwise.

export interface AccountsOptions {
  /** AUTH_SECRET; absent: generated once into `secretFile` (embedded database only). */
  secret: string | undefined;
  secretFile: string;
  tokenDays: number;
}

/** The account a valid token belongs to, re-read from the database on every request. */
export interface CurrentAccount {
  id: number;
  userName: string;
  email: string;
  typeCompte: AccountType;
  tenantId: number;
  boutiqueId: number | null;
}

// Checked when no account matches, so an unknown identifier costs the same scrypt work as a
// wrong password and response times do not reveal which e-mails have an account.
const DUMMY_HASH =
  'scrypt$32768$8$1$rySusT-EnRhgEUwOyqNTxw$RwusBC0eUpaRejozAZbtQyV__-HQcbESs-aRKpv1JZQ';

export function createAccountsService(repository: AccountsRepository, options: AccountsOptions) {
  const signingSecret = secretSource(options);

  async function issueToken(accountId: number, role: AccountType): Promise<string> {
    return signToken({ accountId, role }, await signingSecret(), {
      ttlSeconds: options.tokenDays * 86_400,
    });
  }

  async function create(account: NewAccount) {
    const outcome = await repository.create(account);
    if (!outcome.created) {
      throw new Conflict(
        outcome.duplicate === 'email' ? DUPLICATE_EMAIL_MESSAGE : DUPLICATE_PHONE_MESSAGE,
      );
    }
    return outcome;
  }

  return {
    /** Self-service sign-up (ACHETEUR or VENDEUR, checked by the payload schema). */
    async register(payload: RegistrationPayload) {
      const boutiqueName =
        payload.typeCompte === 'VENDEUR'
          ? payload.instituteName || `Boutique de ${payload.userName}`
          : undefined;
      const email = payload.email.toLowerCase();
      const { accountId, tenantId, boutiqueId } = await create({
        userName: payload.userName,
        email,
        telephone: normalizePhone(payload.telephone),
        pays: payload.pays,
        ville: payload.ville,
        typeCompte: payload.typeCompte,
        passwordHash: await hashPassword(payload.password),
        boutiqueName,
      });
      return {
        token: await issueToken(accountId, payload.typeCompte),
        TenantId: tenantId,
        Name: payload.userName,
        Email: email,
        BoutiqueId: boutiqueId,
        boutiqueId,
        userId: accountId,
        typeCompte: payload.typeCompte,
      };
    },

    /** For `npm run create-admin` only: admins never sign up through the API. */
    async createAdmin(input: { userName: string; email: string; password: string }) {
      const { accountId } = await create({
        userName: input.userName,
        email: input.email.trim().toLowerCase(),
        telephone: null,
        pays: null,
        ville: null,
        typeCompte: 'ADMIN',
        passwordHash: await hashPassword(input.password),
      });
      return { id: accountId };
    },

    /** `email` holds an e-mail or a phone number, as the login form's label says. */
    async login({ email: identifier, password }: LoginPayload) {
      const account = await repository.findForLogin(
        identifier.includes('@')
          ? { email: identifier.toLowerCase() }
          : { telephone: normalizePhone(identifier) },
      );
      const matches = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
      if (!account || !matches || account.status !== 'ACTIF') {
        throw new Unauthenticated(LOGIN_FAILED_MESSAGE);
      }
      return {
        token: await issueToken(account.id, account.typeCompte),
        TenantId: account.tenantId,
        email: account.email,
        boutiqueId: account.boutiqueId,
        userId: account.id,
        typeCompte: account.typeCompte,
        ...(account.typeCompte === 'VENDEUR' ? { Name: account.userName } : {}),
      };
    },

    /** The token's account when it is valid and the account still exists and is active. */
    async authenticate(token: string | undefined): Promise<CurrentAccount> {
      const claims = token ? verifyToken(token, await signingSecret()) : null;
      const account = claims ? await repository.findById(claims.accountId) : undefined;
      if (!account || account.status !== 'ACTIF') {
        throw new Unauthenticated(SESSION_INVALID_MESSAGE);
      }
      const { id, userName, email, typeCompte, tenantId, boutiqueId } = account;
      return { id, userName, email, typeCompte, tenantId, boutiqueId };
    },

    /** Throws Forbidden unless the account has one of the roles (none given: any role). */
    authorize(account: CurrentAccount, roles: readonly AccountType[]): void {
      if (roles.length > 0 && !roles.includes(account.typeCompte)) {
        throw new Forbidden(ACCESS_DENIED_MESSAGE);
      }
    },

    listSellers: () => repository.listByType('VENDEUR'),
    listBuyers: () => repository.listByType('ACHETEUR'),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
