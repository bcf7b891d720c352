// Typed domain errors. Services throw them; one HTTP error handler maps them to a status and
// the JSON body { error: { code, message } } with the French message users see.

export type DomainErrorCode =
  'NOT_FOUND' | 'FORBIDDEN' | 'UNAUTHENTICATED' | 'CONFLICT' | 'VALIDATION' | 'TOO_MANY_REQUESTS';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** What the client needs to fix it, beyond the message (e.g. an import's rejected rows). */
  readonly details?: unknown;

  constructor(code: DomainErrorCode, message: string, details?: unknown) {
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
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class Validation extends DomainError {
  constructor(message: string, details?: unknown) {
    super('VALIDATION', message, details);
  }
}

export class Unauthenticated extends DomainError {
  constructor(message: string) {
    super('UNAUTHENTICATED', message);
  }
}

/** A limit on what one person may have open at once (not a rate of requests per second). */
export class TooManyRequests extends DomainError {
  constructor(message: string) {
    super('TOO_MANY_REQUESTS', message);
  }
}
