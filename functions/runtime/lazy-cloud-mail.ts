import { lazily } from '#shared/lazily';
import type { Mailer } from '../ports/mailer';
import type { CloudRuntimeSettings } from './cloud-settings';

/**
 * SES in a chunk of its own, loaded on the first e-mail: requiring the SES client takes ≈ 20–40 ms
 * of CPU on top of the DynamoDB client. Finalize writes the research's outcome first and e-mails
 * the user after it, only when a contact is found, so a cold start no longer pays for SES before
 * the outcome is stored. A failed load is tried again by the next e-mail.
 */
export function lazyCloudMailer(settings: CloudRuntimeSettings): Mailer {
  const load = lazily(() => import('./cloud-mail').then((m) => m.cloudMailer(settings)));
  return { send: async (message) => (await load()).send(message) };
}
