/** Stable error codes shared by every layer; the HTTP edge maps them to statuses. */
export type ErrorCode =
  | 'invalid_input'
  | 'unauthorized'
  | 'insufficient_credits'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

/** An expected failure of a business rule, identified by a stable code. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    if (details !== undefined) this.details = details;
  }
}

/** Tells whether a caught value is a DomainError. */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
