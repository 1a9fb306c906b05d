import type { IncomingMessage, ServerResponse } from 'node:http';

/** A route served only by the local runtime (what S3, a hosted page or a signed URL does on AWS). */
export interface LocalRoute {
  method: string;
  /** Requests whose path starts with this prefix go to the handler. */
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | void;
}
