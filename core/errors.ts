// Typed domain errors. Services throw them; one HTTP error handler maps them to a status and
// the JSON body { error: { code, message, details? } } with the French message users see.

export type DomainErrorCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'CONFLICT'
  | 'PRICE_CHANGED'
  | 'VALIDATION'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE';

/**
 * One input to fix, named like the schema errors name it: its dotted path in the request
 * (`delivery.phone`, `lines.0.quantity`), or a CSV import's column with its line.
 */
export interface FieldProblem {
  field: string;
  message: string;
  line?: number;
}

/** One refused value of a schema check, wherever it was checked (an API route, a page's action). */
export interface SchemaIssue {
  /** Where in the part checked (`['delivery', 'phone']`); empty for the whole part. */
  path: readonly string[];
  /** Keys the schema does not know, when that is the refusal. */
  unknownKeys?: readonly string[];
  message: string;
}

/**
 * The first message of each refused field, by its dotted path (`delivery.phone`,
 * `lines.0.quantity`), so a form or a client shows it beside the input. An unknown key is named
 * itself; a problem with the whole part names no field.
 */
export function schemaProblems(issues: readonly SchemaIssue[]): FieldProblem[] {
  const problems = new Map<string, string>();
  for (const issue of issues) {
    const fields = issue.unknownKeys
      ? issue.unknownKeys.map((key) => [...issue.path, key].join('.'))
      : [issue.path.join('.')];
    for (const field of fields) {
      if (field && !problems.has(field)) problems.set(field, issue.message);
    }
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** What the client needs to fix it, beyond the message (e.g. an import's rejected rows). */
  readonly details?: FieldProblem[];

  constructor(code: DomainErrorCode, message: string, details?: FieldProblem[]) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}

export class NotFound extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class Forbidden extends DomainError {
  constructor(message: string) {
    super('FORBIDDEN', message);
  }
}

export class Conflict extends DomainError {
  /** `details` names the field in conflict (a name already taken), for forms to place it. */
  constructor(message: string, details?: FieldProblem[]) {
    super('CONFLICT', message, details);
  }
}

/**
 * A checkout whose prices are no longer those the buyer was shown (a conflict, 409): nothing is
 * written. Each detail names a changed line (`lines.0.price`) and may carry its prices.
 */
export class PriceChanged extends DomainError {
  constructor(message: string, details: FieldProblem[]) {
    super('PRICE_CHANGED', message, details);
  }
}

export class Validation extends DomainError {
  constructor(message: string, details?: FieldProblem[]) {
    super('VALIDATION', message, details);
  }

  /** A service's refusal of one field, answered like a schema error so forms can place it. */
  static field(field: string, message: string): Validation {
    return new Validation(message, [{ field, message }]);
  }
}

export class Unauthenticated extends DomainError {
  /** `details`: what to give to go on (a login's second-step `code`). */
  constructor(message: string, details?: FieldProblem[]) {
    super('UNAUTHENTICATED', message, details);
  }
}

/**
 * A limit reached: a rate in a window (then `retryAfterSeconds`, until the window ends, which
 * the answer's Retry-After header tells), or what one person may have open at once (no time).
 */
export class TooManyRequests extends DomainError {
  readonly retryAfterSeconds?: number;

  constructor(message: string, retryAfterSeconds?: number) {
    super('TOO_MANY_REQUESTS', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A service we depend on (a payment aggregator) did not answer: nothing was done, try again. */
export class Unavailable extends DomainError {
  constructor(message: string) {
    super('UNAVAILABLE', message);
  }
}
