import { setImmediate } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { readCloudSettings } from '#functions/runtime/cloud-settings';
import { lazyCloudMailer } from '#functions/runtime/lazy-cloud-mail';

const { cloudMailer, send } = vi.hoisted(() => {
  const send = vi.fn(async () => {});
  return { send, cloudMailer: vi.fn(() => ({ send })) };
});
vi.mock('#functions/runtime/cloud-mail', () => ({ cloudMailer }));

const settings = readCloudSettings({ AWS_REGION: 'us-east-1', MAIL_FROM: 'hello@example.com' });
const message = { to: 'parent@example.com', subject: 'Done', text: 'Your research is complete.' };

describe('lazyCloudMailer', () => {
  it('loads SES on the first e-mail, once, and sends each e-mail through it', async () => {
    const mailer = lazyCloudMailer(settings);
    await setImmediate();
    expect(cloudMailer).not.toHaveBeenCalled();

    await mailer.send(message);
    await mailer.send({ ...message, to: 'other@example.com' });

    expect(cloudMailer).toHaveBeenCalledTimes(1);
    expect(cloudMailer).toHaveBeenCalledWith(settings);
    expect(send).toHaveBeenNthCalledWith(1, message);
    expect(send).toHaveBeenNthCalledWith(2, { ...message, to: 'other@example.com' });
  });

  it('tries the load again on the next e-mail when it failed', async () => {
    cloudMailer.mockImplementationOnce(() => {
      throw new Error('SES could not load');
    });
    const mailer = lazyCloudMailer(settings);
    await expect(mailer.send(message)).rejects.toThrow('SES could not load');
    await mailer.send(message);
    expect(send).toHaveBeenLastCalledWith(message);
  });
});
