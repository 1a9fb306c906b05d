import type { $ZodError } from 'zod/v4/core';
import type { ErrorCode } from '#shared/domain/errors';
import { isDomainError } from '#shared/domain/errors';
import { logger } from '../core/logger';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const response = new Response(status === 204 ? null : JSON.stringify(body), { status, headers });
  if (status !== 204) response.headers.set('content-type', 'application/json; charset=utf-8');
  response.headers.set('cache-control', 'no-store');
  return response;
}

export function errorResponse(status: number, error: string, message: string, details?: unknown): Response {
  return jsonResponse(status, details === undefined ? { error, message } : { error, message, details });
}

/** Turns zod issues into `{ path, message }` pairs a client can show next to fields. */
function describeIssues(error: $ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

export function invalidInput(where: string, error: $ZodError): Response {
  const issues = describeIssues(error);
  const first = issues[0];
  const field = first?.path ? `${first.path}: ` : '';
  return errorResponse(
    400,
    'invalid_input',
    `Invalid ${where}. ${field}${first?.message ?? ''}`.trim(),
    issues,
  );
}

/** The one mapper from thrown errors to HTTP responses; unknown errors become a bare 500. */
export function toErrorResponse(error: unknown): Response {
  if (isDomainError(error)) {
    return errorResponse(STATUS_BY_CODE[error.code], error.code, error.message, error.details);
  }
  logger.error('Unhandled error', { error: error instanceof Error ? error : String(error) });
  return errorResponse(500, 'internal', 'Something went wrong on our side. Please try again.');
}
