/** Messages of a refused input by field path (`events.1.time`), as REST's `errors` and GraphQL's `extensions.errors`. */
export type FieldErrors = Record<string, string[]>;

/**
 * What a service throws when a call cannot be done: a status (the REST answer's and a failed mutation payload's
 * `code`), a GraphQL code, the human text the client shows, and for bad input the messages by field. Services know
 * nothing of HTTP or GraphQL; `error-mapping.ts` turns these into both answers.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  declare readonly errors?: FieldErrors;
}

/** 400: the input cannot be used (a rule of the domain, not a missing record). */
export class InvalidInputError extends DomainError {
  readonly status = 400;
  readonly code = 'BAD_USER_INPUT';

  constructor(
    message: string,
    override readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** 400 with the messages of each refused field; the message is the first of them, so a toast shows it as is. */
export class InvalidFieldsError extends InvalidInputError {
  constructor(errors: FieldErrors) {
    super(Object.values(errors)[0]?.[0] ?? 'Invalid input', errors);
  }
}

/** 404: a missing record, or another account's (answered exactly alike). */
export class NotFoundError extends DomainError {
  readonly status = 404;
  readonly code = 'NOT_FOUND';
}

/** 403: the caller may not do this to this record. */
export class ForbiddenError extends DomainError {
  readonly status = 403;
  readonly code = 'FORBIDDEN';
}

/** 409: the record is in a state that refuses the change (a taken e-mail, a duplicate). */
export class ConflictError extends DomainError {
  readonly status = 409;
  readonly code = 'CONFLICT';
}

/**
 * 503: a service we depend on failed (file storage) and the call did nothing; trying again may work. Unlike a fault of
 * ours answered with the generic text, its message says what failed.
 */
export class UnavailableError extends DomainError {
  readonly status = 503;
  readonly code = 'SERVICE_UNAVAILABLE';
}

/** 401: the credentials presented do not identify a session. */
export class UnauthenticatedError extends DomainError {
  readonly status = 401;
  readonly code = 'UNAUTHENTICATED';
}

/** 429: too many attempts; `retryAfter` seconds until the next one is heard (sent as Retry-After). */
export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  readonly code = 'TOO_MANY_REQUESTS';

  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
  }
}
