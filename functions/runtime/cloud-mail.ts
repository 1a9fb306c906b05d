import { SESv2Client } from '@aws-sdk/client-sesv2';
import { createSesMailer } from '../adapters/aws/ses-mailer';
import type { Mailer } from '../ports/mailer';
import { type CloudRuntimeSettings, required } from './cloud-settings';

/** Mail through SES from the verified sender (MAIL_FROM). */
export function cloudMailer(settings: CloudRuntimeSettings): Mailer {
  return createSesMailer({
    client: new SESv2Client({ region: settings.AWS_REGION }),
    from: required(settings, 'MAIL_FROM'),
  });
}
