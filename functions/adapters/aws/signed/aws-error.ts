/**
 * An error an AWS service answered with: `name` is its code (`ConditionalCheckFailedException`,
 * `ThrottlingException`…), the rest of its JSON body (e.g. `CancellationReasons`) is kept on it.
 */
export class AwsServiceError extends Error {
  readonly $metadata: { httpStatusCode: number };
  [member: string]: unknown;

  constructor(code: string, message: string, status: number, body: Record<string, unknown> = {}) {
    super(message || code);
    Object.assign(this, body);
    this.name = code;
    this.message = message || code;
    this.$metadata = { httpStatusCode: status };
  }
}

/** The error code of a JSON protocol's error response: the header's, else the body's `__type`. */
export function errorCodeOf(header: string | null, body: Record<string, unknown>): string {
  const raw = header ?? (typeof body.__type === 'string' ? body.__type : '') ?? '';
  // "com.amazonaws.dynamodb.v20120810#ResourceNotFoundException" or "ValidationException:http://…"
  return raw.split('#').at(-1)?.split(':')[0] || 'UnknownError';
}

const THROTTLING = new Set([
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'ProvisionedThroughputExceededException',
  'RequestThrottledException',
  'LimitExceededException',
  'TransactionInProgressException',
]);

/**
 * Node's codes for a connection that failed or dropped (`socket hang up` and a body cut short are
 * ECONNRESET), and for a name the resolver could not look up for now.
 */
const NETWORK = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Whether a failed attempt is worth another: throttling, a server error, or no answer at all. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof AwsServiceError)
    return (
      THROTTLING.has(error.name) ||
      error.$metadata.httpStatusCode >= 500 ||
      error.$metadata.httpStatusCode === 429
    );
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'TimeoutError' || (typeof code === 'string' && NETWORK.has(code));
}
