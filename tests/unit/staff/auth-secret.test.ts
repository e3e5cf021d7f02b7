import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_SECRET_FILE, developmentSecret } from '@/scripts/lib/auth-secret';

// docs/decisions/11-staff-security.md §9: `npm run dev` generates a random secret once and keeps it beside the embedded database's data.

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dev-secret-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('developmentSecret', () => {
  it('lives in .data/auth-secret, beside .data/postgres', () => {
    expect(path.relative(process.cwd(), DEV_SECRET_FILE)).toBe(path.join('.data', 'auth-secret'));
  });

  it('creates a random 32-byte secret once, readable by its owner only, and reuses it', async () => {
    const file = path.join(dir, 'nested', 'auth-secret');
    const first = await developmentSecret(file);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(await developmentSecret(file)).toBe(first);
    expect(await developmentSecret(file)).toBe(first);
  });

  it('differs between checkouts (no constant)', async () => {
    expect(await developmentSecret(path.join(dir, 'a'))).not.toBe(await developmentSecret(path.join(dir, 'b')));
  });

  it('replaces a file too short to be a secret, and makes it private', async () => {
    const file = path.join(dir, 'auth-secret');
    await writeFile(file, 'short\n', { mode: 0o644 });
    const secret = await developmentSecret(file);
    expect(secret).toHaveLength(43);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
