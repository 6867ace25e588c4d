/** The embedded Mailer writes each message as an .eml (HTML and plain text) into DATA_DIR/mail/ and logs it. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('embedded mailer', () => {
  it('writes the message with both parts to DATA_DIR/mail and logs subject and recipient', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pixelkeys-mail-'));
    dirs.push(dataDir);
    const logged: unknown[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const mailer = createMailer({ from: 'Pixelkeys <no-reply@pixelkeys.example>', dataDir, logger });
    await mailer.send({ to: 'ana@example.com', subject: 'Hola', text: 'Texto plano', html: '<p>Texto <b>HTML</b></p>' });
    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(dataDir, 'mail', files[0]!), 'utf8');
    expect(raw).toContain('To: ana@example.com');
    expect(raw).toContain('Subject: Hola');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(logged).toContainEqual(expect.objectContaining({ to: 'ana@example.com', subject: 'Hola', msg: 'mail written' }));
  });
});
