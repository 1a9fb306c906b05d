import { ApiError } from '#web/lib/api-client';

/** The message the server sent in an error body, else the given fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'http_error' && error.message ? error.message : fallback;
}
