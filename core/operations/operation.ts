import { z } from 'zod';
import { SESSION_INVALID_MESSAGE } from '#common/accounts.ts';
import type { TeamPermission } from '#common/shop-team.ts';
import type { AccountType } from '#common/accounts.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { requireRoles } from '#modules/accounts/roles.ts';
import type { WritingReader } from '#common/community.ts';
import { schemaProblems, TooManyRequests, Unauthenticated, Validation } from '#modules/errors.ts';
import type { WindowLimit } from '#modules/rate-limits/shared-rate-limits.ts';
import type { Services } from '#modules/services.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';

// One definition per write (decision 061): what it takes (the schemas of common/), who may call
// it, the service it calls, what it answers and the French confirmation a page shows. Two thin
// adapters mount it: the REST route with its OpenAPI text (server/api/mount-operation.ts), and
// the pages' route actions (app/features/operation-action.server.ts). Ownership (this order,
// this boutique) stays the service's decision, as for every other caller.

/** Who may call an operation. */
export type Access =
  /** Guests and accounts alike; a credential that is sent must still be valid. */
  | { kind: 'anyone' }
  /** A public form (contact, newsletter): no credential is read, so a stale one blocks nothing. */
  | { kind: 'public' }
  /**
   * A reader of the blog or the recipes, as `anyone`, who may also be the anonymous reader of
   * the `baobab_lecteur` cookie, made by their first write (the adapters set the cookie).
   */
  | { kind: 'reader' }
  /** A signed-in account of one of these roles (none: any account). */
  | { kind: 'account'; roles: readonly AccountType[] }
  /** A member of a boutique's team whose role allows `permission`, or an account of `alsoRoles`. */
  | { kind: 'team'; permission: TeamPermission; alsoRoles: readonly AccountType[] };

export const anyone = { kind: 'anyone' } as const;
export const publicForm = { kind: 'public' } as const;
export const reader = { kind: 'reader' } as const;
export const accountOf = (...roles: AccountType[]) => ({ kind: 'account', roles }) as const;
export const teamMember = (permission: TeamPermission, ...alsoRoles: AccountType[]) =>
  ({ kind: 'team', permission, alsoRoles }) as const;

/** Throws Forbidden unless `account` may call what `access` guards. */
export function authorize(access: Access, account: CurrentAccount): void {
  if (access.kind === 'account') requireRoles(account, access.roles);
  if (access.kind === 'team' && !access.alsoRoles.includes(account.typeCompte)) {
    teamBoutique(account, access.permission);
  }
}

type SuccessStatus = 200 | 201 | 202;
/**
 * The refusals an operation documents beyond those every route of its kind gets (429: a limit
 * its service counts itself, such as wrong passwords; `limit` documents its own).
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 429;
type Answers = Partial<Record<SuccessStatus, z.ZodType>>;

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
/** A call's account: always one behind a guard, maybe none when guests are welcome. */
type CallerOf<Who extends Access> = Who extends { kind: 'public' }
  ? null
  : Who extends { kind: 'anyone' } | { kind: 'reader' }
    ? CurrentAccount | null
    : CurrentAccount;

/** A request header carrying the client's idempotency key: the same write sent twice is one. */
export interface IdempotencyKey {
  header: string;
  schema: z.ZodType<string>;
}

export interface OperationCall<Who extends Access, Params, Input, Key> {
  services: Services;
  account: CallerOf<Who>;
  params: Parsed<Params>;
  input: Parsed<Input>;
  idempotencyKey: Key extends IdempotencyKey ? string : undefined;
  /** The client's address, for a service that limits per address itself. */
  clientIp: string;
  /** A reader's write only: who reads. */
  reader: Who extends { kind: 'reader' } ? WritingReader : undefined;
}

export interface OperationSpec<
  Intent extends string,
  Who extends Access,
  Params extends z.ZodType | undefined,
  Input extends z.ZodType | undefined,
  Key extends IdempotencyKey | undefined,
  Answered extends Answers,
  Result,
> {
  /** The page's `intent`: unique among the operations a route action offers. */
  intent: Intent;
  /** The REST route: its method and path after `/api`, and its OpenAPI texts. */
  http: {
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: string;
    tags: readonly string[];
    summary: string;
    description?: string;
  };
  access: Who;
  /** The path's parameters (text in an address, so their schema converts). */
  params?: Params;
  /** The body: a JSON object, checked as sent. */
  input?: Input;
  idempotencyKey?: Key;
  /** Every attempt counts against the client address's budget, shared by all instances. */
  limit?: { bucket: string; perClient: WindowLimit; message: string };
  answers: Answered;
  refusals: readonly RefusalStatus[];
  /** The caller's session ends with it (the account deleted): its session cookie is cleared. */
  endsSession?: boolean;
  run(call: OperationCall<Who, Params, Input, Key>): Promise<Result>;
  /** The status and body answered; the first answer's status and the result itself otherwise. */
  answer?(result: Result): { status: keyof Answered & SuccessStatus; body: unknown };
  /** The confirmation a page shows once done, in French. */
  done(result: Result, call: OperationCall<Who, Params, Input, Key>): string;
}

/** What a page sent for an operation: its parts as the REST route would get them. */
export interface Submission {
  params?: unknown;
  input?: unknown;
  idempotencyKey?: unknown;
}

/** A page's caller: the session's account, none, or a session the server refused. */
export type PageCaller = CurrentAccount | null | 'refused';

/** A page's request for an operation: its session's caller, the client's address, the reader. */
export interface PageRequest {
  account: PageCaller;
  clientIp: string;
  /** Required by a reader's write. */
  reader?: WritingReader;
}

export interface Performed<Output> {
  status: SuccessStatus;
  message: string;
  output: Output;
}

export type Operation<
  Intent extends string = string,
  Who extends Access = Access,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Input extends z.ZodType | undefined = z.ZodType | undefined,
  Key extends IdempotencyKey | undefined = IdempotencyKey | undefined,
  Answered extends Answers = Answers,
  Result = unknown,
> = OperationSpec<Intent, Who, Params, Input, Key, Answered, Result> & {
  /** The idempotency key's header as the REST route declares it. */
  headers: z.ZodObject | undefined;
  /** The answer's status and body for a result. */
  answerOf(result: Result): { status: SuccessStatus; body: unknown };
  /**
   * Runs the operation for a page: its limit, its guard, its parts checked by the same schemas
   * as the REST route (a refusal names each field by its path), then the service. Refusals are
   * thrown as the domain errors the API answers with.
   */
  perform(
    services: Services,
    caller: PageRequest,
    sent: Submission,
  ): Promise<Performed<OutputOf<Answered>>>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any operation, whatever its types
export type AnyOperation = Operation<string, Access, any, any, any, any, any>;

/** What a page receives once the operation is done: the API's answer body. */
export type OutputOf<Answered> = {
  [Status in keyof Answered]: Answered[Status] extends z.ZodType
    ? z.output<Answered[Status]>
    : never;
}[keyof Answered];

/** Each part in the order the REST route checks them (params, body, headers): the first refused stops. */
function checked<Schema extends z.ZodType | undefined>(schema: Schema, sent: unknown) {
  if (!schema) return undefined;
  const parsed = schema.safeParse(sent);
  if (parsed.success) return parsed.data as Parsed<Schema>;
  const problems = schemaProblems(
    parsed.error.issues.map((issue) => ({
      path: issue.path.map(String),
      unknownKeys: issue.code === 'unrecognized_keys' ? issue.keys : undefined,
      message: issue.message,
    })),
  );
  throw new Validation(parsed.error.issues[0]?.message ?? 'Requête invalide.', problems);
}

export function defineOperation<
  const Intent extends string,
  const Who extends Access,
  const Answered extends Answers,
  Result,
  // Nothing to infer from a part an operation does not take: it has none.
  Params extends z.ZodType | undefined = undefined,
  Input extends z.ZodType | undefined = undefined,
  Key extends IdempotencyKey | undefined = undefined,
>(
  spec: OperationSpec<Intent, Who, Params, Input, Key, Answered, Result>,
): Operation<Intent, Who, Params, Input, Key, Answered, Result> {
  const keyHeader = spec.idempotencyKey?.header;
  const headers = spec.idempotencyKey
    ? z.object({ [spec.idempotencyKey.header]: spec.idempotencyKey.schema })
    : undefined;
  const firstStatus = Number(Object.keys(spec.answers)[0]) as SuccessStatus;
  const answerOf = (result: Result) =>
    spec.answer?.(result) ?? { status: firstStatus, body: result };

  /** The limit, then the guard: before anything is read, as the REST route's first step. */
  async function admit(services: Services, { account, clientIp }: PageRequest) {
    if (spec.limit) {
      const { bucket, perClient, message } = spec.limit;
      const wait = await services.rateLimits.hit(bucket, [{ key: clientIp, limit: perClient }]);
      if (wait > 0) throw new TooManyRequests(message, wait);
    }
    const { kind } = spec.access;
    if (kind === 'anyone' || kind === 'public' || kind === 'reader') return;
    if (account === null || account === 'refused') {
      throw new Unauthenticated(SESSION_INVALID_MESSAGE);
    }
    authorize(spec.access, account);
  }

  /**
   * Who calls, once the parts are checked. Guests are welcome, but a session that is sent must
   * be valid: the REST route reads an optional token after its schemas, so does this.
   */
  function callerOf(account: PageCaller) {
    if (spec.access.kind === 'public') return null as CallerOf<Who>;
    if (account === 'refused') throw new Unauthenticated(SESSION_INVALID_MESSAGE);
    return account as CallerOf<Who>;
  }

  function readerOf({ reader }: PageRequest) {
    if (!reader) throw new Error(`${spec.intent} : le lecteur de la page manque.`);
    return reader;
  }

  return {
    ...spec,
    headers,
    answerOf,
    async perform(services, caller, sent) {
      await admit(services, caller);
      const params = checked(spec.params, sent.params);
      const input = checked(spec.input, sent.input);
      const key = keyHeader ? checked(headers, { [keyHeader]: sent.idempotencyKey }) : undefined;
      const call = {
        services,
        account: callerOf(caller.account),
        params,
        input,
        idempotencyKey: keyHeader ? key?.[keyHeader] : undefined,
        clientIp: caller.clientIp,
        reader: spec.access.kind === 'reader' ? readerOf(caller) : undefined,
      } as OperationCall<Who, Params, Input, Key>;
      const result = await spec.run(call);
      const { status, body } = answerOf(result);
      // Encoded by the answer's schema, as the REST route's serializer does: the same fields.
      const schema = spec.answers[status];
      if (!schema) throw new Error(`Réponse ${status} non déclarée : ${spec.intent}.`);
      const output = z.encode(schema, body) as OutputOf<Answered>;
      return { status, message: spec.done(result, call), output };
    },
  };
}
