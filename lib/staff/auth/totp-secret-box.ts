import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db';
import { readAuthSecret } from '@/lib/secret-check';

/*
 * TOTP secrets at rest (README "Two-factor sign-in", docs/deploy.md "Secrets"): AES-256-GCM with a key derived by
 * HKDF-SHA256 from TOTP_ENCRYPTION_KEY, or from AUTH_SECRET when that is not set. Each value is bound to its account
 * (the account id is the GCM additional data), so a value copied to another row does not decrypt.
 */

const PREFIX = 'v1:';

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'algarve-rewards', 'totp-secret v1', 32));
}

/** The key to encrypt with, then the keys a stored value may still be under (AUTH_SECRET's, before a dedicated key was set). */
function keys(): Buffer[] {
  const dedicated = process.env.TOTP_ENCRYPTION_KEY?.trim();
  return dedicated ? [deriveKey(dedicated), deriveKey(readAuthSecret())] : [deriveKey(readAuthSecret())];
}

const additionalData = (adminId: number) => Buffer.from(`admin_users.totp_secret:${adminId}`);

/**
 * Encrypts an account's TOTP secret (base32) for storage: `v1:<iv>:<ciphertext>:<tag>`, base64url parts, a fresh
 * 12-byte IV each time.
 */
export function sealTotpSecret(secret: string, adminId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys()[0], iv).setAAD(additionalData(adminId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join(':');
}

/** Whether a stored value is still in clear (stored before encryption at rest). */
export const isClearTotpSecret = (stored: string) => !stored.startsWith(PREFIX);

/** A sealed value decrypted with one key, or null when it is not under that key (or was tampered with). */
function openWith(stored: string, adminId: number, key: Buffer): string | null {
  const [iv, sealed, tag] = stored
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part ?? '', 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(additionalData(adminId)).setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The TOTP secret of a stored value: decrypted, or the value itself when it is still in clear (rows stored before
 * encryption; sealStoredTotpSecrets seals them). Null when it cannot be decrypted with any key (the key changed):
 * the second factor then fails closed, and `npm run admin:create -- --reset-2fa <email>` lets the account enrol again.
 */
export function openTotpSecret(stored: string, adminId: number): string | null {
  if (isClearTotpSecret(stored)) return stored;
  for (const key of keys()) {
    const secret = openWith(stored, adminId, key);
    if (secret !== null) return secret;
  }
  return null;
}

/**
 * Seals every TOTP secret still stored in clear, or under a key other than the current one (AUTH_SECRET's, after
 * TOTP_ENCRYPTION_KEY was set). Runs at every server start (instrumentation-node.ts); a row changed meanwhile is left for
 * the next run. @returns how many rows were sealed.
 */
export async function sealStoredTotpSecrets(db: Db): Promise<number> {
  const rows = await db.adminUser.findMany({
    where: { totpSecret: { not: null } },
    select: { id: true, totpSecret: true },
  });
  let sealed = 0;
  for (const { id, totpSecret } of rows) {
    if (!totpSecret || (!isClearTotpSecret(totpSecret) && openWith(totpSecret, id, keys()[0]) !== null)) continue;
    const secret = openTotpSecret(totpSecret, id);
    if (secret === null) continue;
    const { count } = await db.adminUser.updateMany({
      where: { id, totpSecret },
      data: { totpSecret: sealTotpSecret(secret, id) },
    });
    sealed += count;
  }
  return sealed;
}
