import type { SellerApprovalMode } from '#common/account-admin.ts';
import {
  DUPLICATE_EMAIL_MESSAGE,
  DUPLICATE_PHONE_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  SESSION_INVALID_MESSAGE,
  type AccountType,
  type RegistrationPayload,
} from '#common/accounts.ts';
import {
  isInternationalSpelling,
  loginPhoneCandidates,
  PHONE_INVALID_MESSAGE,
  toE164,
} from '#common/phone.ts';
import {
  TWO_FACTOR_INVALID_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from '#common/account-security.ts';
import { hashPassword, verifyPassword } from '#modules/auth/password.ts';
import { signToken, verifyToken } from '#modules/auth/tokens.ts';
import { Conflict, Unauthenticated, Validation } from '#modules/errors.ts';
import type { TeamSeat } from '#common/shop-team.ts';
import { teamSeatOf, type AccountsRepository, type NewAccount } from './accounts.repository.ts';
import { secretSource } from './auth-secret.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { MailBrand } from '#modules/mail/mail-layout.ts';
import { confirmationLink, newEmailConfirmation, welcomeMail } from './email-confirmation.ts';
import { ofName } from '#common/french-elision.ts';

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
  /** Absent (the admin command line): no account is asked for a code. */
  secondFactor?: SecondFactor;
  /** SELLER_APPROVAL; absent (the admin command line): auto. */
  sellerApproval?: SellerApprovalMode;
  /**
   * Where sign-up's welcome goes out (with the link confirming the address); absent (the admin
   * command line, which registers no one): no mail.
   */
  // The outbox's nudge, typed here: the outbox's module reads accounts' types.
  welcome?: { brand: MailBrand; outbox: { nudge(): void } };
}

/** The account a valid token belongs to, re-read from the database on every request. */
export interface CurrentAccount {
  id: number;
  /** The session the token names; ending it signs this device out. */
  sessionId: string;
  userName: string;
  email: string;
  typeCompte: AccountType;
  tenantId: number;
  /** The boutique the account works on: its own (a seller), or the one whose team it joined. */
  boutiqueId: number | null;
  /** Its seat in that boutique's team, whose role every seller read and write checks. */
  team: TeamSeat | null;
}

// Checked when no account matches, so an unknown identifier costs the same scrypt work as a
// wrong password and response times do not reveal which e-mails have an account.
const DUMMY_HASH =
  'scrypt$32768$8$1$rySusT-EnRhgEUwOyqNTxw$RwusBC0eUpaRejozAZbtQyV__-HQcbESs-aRKpv1JZQ';

/** Where a session was opened from, kept to show the account its devices. */
export interface SessionOrigin {
  userAgent?: string | undefined;
  /** The client's address (behind TRUST_PROXY's proxies). */
  ip?: string | undefined;
}

/**
 * The second step of a login for accounts with two-factor sign-in (core/account-security): kept
 * behind this interface so that accounts does not depend on the module built on it.
 */
export interface SecondFactor {
  isRequired(accountId: number): Promise<boolean>;
  /** True when `code` is a fresh TOTP code or an unused recovery code, now spent. */
  verify(accountId: number, code: string): Promise<boolean>;
}

// A session's last activity is written at most this often, not on every request.
const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/** A login identifier resolved to the accounts it may name, before the password is checked. */
export interface LoginAttempt {
  /**
   * What failures are counted under: the accounts found, so that no spelling of one e-mail or
   * phone number gets a budget of its own (else the identifier, normalised).
   */
  throttleKeys: string[];
  /**
   * `code`: the second step's, for accounts with two-factor sign-in. Without it (or with a wrong
   * one) they are refused with a `code` field problem, only once the password was right.
   */
  signIn(password: string, origin: SessionOrigin, code?: string): Promise<LoginResult>;
}

export interface LoginResult {
  token: string;
  TenantId: number;
  email: string;
  boutiqueId: number | null;
  userId: number;
  typeCompte: AccountType;
  /** Sellers only, as the spec's login answer has it. */
  Name?: string;
}

function normalisedIdentifier(identifier: string): string {
  const trimmed = identifier.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return (isInternationalSpelling(trimmed) && toE164(trimmed)) || trimmed.replace(/\D/g, '');
}

export function createAccountsService(
  repository: AccountsRepository,
  sessions: SessionsRepository,
  options: AccountsOptions,
) {
  const signingSecret = secretSource(options);
  const ttlSeconds = options.tokenDays * 86_400;

  /** A new session for this device, and the token that names it. */
  async function openSession(
    accountId: number,
    role: AccountType,
    origin: SessionOrigin,
  ): Promise<string> {
    const sessionId = await sessions.open({
      accountId,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      userAgent: origin.userAgent?.slice(0, 300) ?? null,
      ip: origin.ip ?? null,
    });
    return signToken({ accountId, sessionId, role }, await signingSecret(), { ttlSeconds });
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
    async register(payload: RegistrationPayload, origin: SessionOrigin = {}) {
      const telephone = toE164(payload.telephone, payload.pays);
      if (!telephone) {
        throw new Validation(PHONE_INVALID_MESSAGE, [
          { field: 'telephone', message: PHONE_INVALID_MESSAGE },
        ]);
      }
      const boutiqueName =
        payload.typeCompte === 'VENDEUR'
          ? payload.instituteName || `Boutique ${ofName(payload.userName)}`
          : undefined;
      const email = payload.email.toLowerCase();
      const welcome = options.welcome;
      const { accountId, tenantId, boutiqueId } = await create({
        userName: payload.userName,
        email,
        telephone,
        pays: payload.pays,
        ville: payload.ville,
        typeCompte: payload.typeCompte,
        passwordHash: await hashPassword(payload.password),
        boutiqueName,
        boutiqueApproval: options.sellerApproval === 'manual' ? 'En attente' : 'Approuvée',
        // Nothing waits for the address to be confirmed: the first order is not held back.
        welcome:
          welcome &&
          ((id) => {
            const { token, confirmation } = newEmailConfirmation(id, email, new Date());
            const link = confirmationLink(welcome.brand.publicUrl, token);
            return {
              confirmation,
              mails: [welcomeMail({ userName: payload.userName, email }, link, welcome.brand)],
            };
          }),
      });
      welcome?.outbox.nudge();
      return {
        token: await openSession(accountId, payload.typeCompte, origin),
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
        // Typed by the operator on the server: nobody else could have given it.
        emailConfirmedAt: new Date(),
      });
      return { id: accountId };
    },

    /**
     * Finds the accounts a login identifier (an e-mail or a phone number, as the form's label
     * says) may name; the caller checks its failure budget before calling `signIn`.
     */
    async prepareLogin(identifier: string): Promise<LoginAttempt> {
      const candidates = await repository.findLoginCandidates(
        identifier.includes('@')
          ? { email: identifier.trim().toLowerCase() }
          : { phones: loginPhoneCandidates(identifier) },
      );
      return {
        throttleKeys:
          candidates.length > 0
            ? candidates.map((candidate) => `compte:${candidate.id}`)
            : [`identifiant:${normalisedIdentifier(identifier)}`],
        async signIn(password, origin, code) {
          // Every candidate's hash is checked (at least the dummy one), so an unknown identifier
          // takes as long as a wrong password.
          let account: (typeof candidates)[number] | undefined;
          for (const candidate of candidates.length > 0 ? candidates : [undefined]) {
            const matches = await verifyPassword(password, candidate?.passwordHash ?? DUMMY_HASH);
            if (matches && candidate) account ??= candidate;
          }
          if (!account || account.status !== 'ACTIF') {
            throw new Unauthenticated(LOGIN_FAILED_MESSAGE);
          }
          const secondFactor = options.secondFactor;
          if (secondFactor && (await secondFactor.isRequired(account.id))) {
            if (!code) {
              throw new Unauthenticated(TWO_FACTOR_REQUIRED_MESSAGE, [
                { field: 'code', message: TWO_FACTOR_REQUIRED_MESSAGE },
              ]);
            }
            if (!(await secondFactor.verify(account.id, code))) {
              throw new Unauthenticated(TWO_FACTOR_INVALID_MESSAGE, [
                { field: 'code', message: TWO_FACTOR_INVALID_MESSAGE },
              ]);
            }
          }
          return {
            token: await openSession(account.id, account.typeCompte, origin),
            TenantId: account.tenantId,
            email: account.email,
            boutiqueId: account.boutiqueId,
            userId: account.id,
            typeCompte: account.typeCompte,
            ...(account.typeCompte === 'VENDEUR' ? { Name: account.userName } : {}),
          };
        },
      };
    },

    /** The token's account when its session is open and the account still exists and is active. */
    async authenticate(token: string | undefined): Promise<CurrentAccount> {
      const claims = token ? verifyToken(token, await signingSecret()) : null;
      const session = claims ? await sessions.findWithAccount(claims.sessionId) : undefined;
      if (
        !claims ||
        !session ||
        session.id !== claims.accountId ||
        session.endedAt !== null ||
        session.expiresAt.getTime() <= Date.now() ||
        session.status !== 'ACTIF'
      ) {
        throw new Unauthenticated(SESSION_INVALID_MESSAGE);
      }
      const now = new Date();
      const stale = new Date(now.getTime() - LAST_SEEN_PRECISION_MS);
      if (session.lastSeenAt < stale) await sessions.touch(claims.sessionId, now, stale);
      const { id, userName, email, typeCompte, tenantId, boutiqueId } = session;
      return {
        id,
        sessionId: claims.sessionId,
        userName,
        email,
        typeCompte,
        tenantId,
        boutiqueId,
        team: teamSeatOf(session),
      };
    },

    /** Signs this device out: its token is refused from now on, on every instance. */
    logout: (account: CurrentAccount) => sessions.end(account.sessionId),

    listSellers: () => repository.listByType('VENDEUR'),
    listBuyers: () => repository.listByType('ACHETEUR'),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
