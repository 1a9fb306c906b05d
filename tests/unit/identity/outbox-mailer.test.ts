import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createOutboxMailer } from '#functions/adapters/local/outbox-mailer';
import { logger } from '#functions/core/logger';

describe('the local outbox mailer', () => {
  it('writes each message under DATA_DIR/outbox and logs one line without the body', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    const mailer = createOutboxMailer(dir);
    await mailer.send({ to: 'a@example.com', subject: 'Code', text: 'Your code is 424242' });
    await mailer.send({ to: 'b@example.com', subject: 'Code', text: 'Your code is 171717' });
    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(2);
    const contents = files.map((f) => readFileSync(join(dir, 'outbox', f), 'utf8')).join('\n');
    expect(contents).toContain('To: a@example.com');
    expect(contents).toContain('Your code is 171717');
    expect(info).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(info.mock.calls)).not.toMatch(/424242|171717/);
    info.mockRestore();
  });
});
