import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REQUESTS } from '@citable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startAuthHarness, type AuthHarness } from './__tests__/harness.js';
import { MAGIC_LINK_SUBJECT } from './mail/magic-link-email.js';
import { OUTBOX_FILE } from './mail/outbox-mailer.js';
import type { MagicVerifyAnswer } from './messages.js';

let h: AuthHarness;

beforeAll(async () => {
  h = await startAuthHarness({ smtp: false });
});
afterAll(async () => {
  await h?.stop();
});

describe('without SMTP_URL', () => {
  it('writes the link to DATA_DIR/outbox.jsonl, where it signs in', async () => {
    expect(h.config.SMTP_URL).toBeUndefined();
    await h.ask(REQUESTS.auth.magicRequest, { email: 'dev@example.com', ip: '127.0.0.1' });
    await h.ask(REQUESTS.auth.magicRequest, { email: 'dev2@example.com', ip: '127.0.0.1' });

    const lines = (await readFile(path.join(h.dataDir, OUTBOX_FILE), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
    const entry = JSON.parse(lines[0]!) as { to: string; subject: string; link: string; text: string; at: string };
    expect(entry).toMatchObject({ to: 'dev@example.com', subject: MAGIC_LINK_SUBJECT });
    expect(entry.link.startsWith(`${PUBLIC_URL}/auth/callback?token=`)).toBe(true);
    expect(entry.text).toContain(entry.link);

    const token = new URL(entry.link).searchParams.get('token');
    const answer = await h.ask<MagicVerifyAnswer>(REQUESTS.auth.magicVerify, { token, ip: '127.0.0.1', userAgent: null });
    expect(answer).toMatchObject({ ok: true, redirectTo: '/audits' });
  });
});
