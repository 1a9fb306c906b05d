import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer } from '../../ports/mailer';

/** Sends mail through Amazon SES v2 from a verified sender address. */
export function createSesMailer({ client, from }: { client: SESv2Client; from: string }): Mailer {
  return {
    async send(message) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
              },
            },
          },
        }),
      );
    },
  };
}
