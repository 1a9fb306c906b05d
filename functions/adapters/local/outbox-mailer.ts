import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { logger } from '../../core/logger';
import type { Mailer } from '../../ports/mailer';

/** The local mailer: each message becomes a file under DATA_DIR/outbox/, with one log line. */
export function createOutboxMailer(dataDir: string, now: () => Date = () => new Date()): Mailer {
  const folder = join(dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const file = join(folder, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      const lines = [
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${now().toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        message.text,
        '',
      ];
      await writeFile(file, lines.join('\n'), { mode: 0o600 });
      logger.info('Mail written to the outbox', { subject: message.subject, file });
    },
  };
}
