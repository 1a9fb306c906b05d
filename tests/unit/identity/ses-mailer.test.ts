import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { createSesMailer } from '#functions/adapters/aws/ses-mailer';

describe('the SES mailer', () => {
  it('sends a plain-text message from the configured sender to one recipient', async () => {
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    const mailer = createSesMailer({
      client: new SESv2Client({ region: 'us-east-1' }),
      from: 'no-reply@askaround.example',
    });
    await mailer.send({ to: 'a@example.com', subject: 'Your code', text: 'Code 123' });
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      FromEmailAddress: 'no-reply@askaround.example',
      Destination: { ToAddresses: ['a@example.com'] },
      Content: { Simple: { Subject: { Data: 'Your code' }, Body: { Text: { Data: 'Code 123' } } } },
    });
    expect(input?.Content?.Simple?.Body?.Html).toBeUndefined();
    ses.restore();
  });

  it('passes SES failures on to the caller', async () => {
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected'));
    const mailer = createSesMailer({
      client: new SESv2Client({ region: 'us-east-1' }),
      from: 'x@askaround.example',
    });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(
      'MessageRejected',
    );
    ses.restore();
  });
});
