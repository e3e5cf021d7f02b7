import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * Apple Wallet signing material for tests (docs/membership.md "Apple Wallet"), made with the openssl command: a
 * certificate authority standing in for Apple's WWDR intermediate, and a pass certificate and key it signed. A real
 * pass is signed the same way, with Apple's certificates instead.
 */

export type WalletTestCertificates = {
  /** The APPLE_WALLET_* environment of a server that offers passes signed with these. */
  env: Record<string, string>;
  /** The stand-in WWDR certificate (PEM), to check a pass's signature against. */
  authority: string;
};

const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: 'pipe' });

/** A fresh authority and pass certificate; the environment writes the PEM line breaks as `\n`, as an env file would. */
export function makeWalletTestCertificates(): WalletTestCertificates {
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-certs-'));
  try {
    openssl(
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2'].concat([
        '-subj',
        '/CN=Test WWDR Authority',
      ]),
      dir,
    );
    openssl(
      ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'pass.key', '-out', 'pass.csr'].concat([
        '-subj',
        '/UID=pass.example.members/CN=Pass Type ID: pass.example.members',
      ]),
      dir,
    );
    openssl(
      [
        'x509',
        '-req',
        '-in',
        'pass.csr',
        '-CA',
        'ca.pem',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-out',
        'pass.pem',
      ].concat(['-days', '2']),
      dir,
    );
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');
    return {
      authority: read('ca.pem'),
      env: {
        APPLE_WALLET_PASS_TYPE_ID: 'pass.example.members',
        APPLE_WALLET_TEAM_ID: 'TEAM123456',
        APPLE_WALLET_CERTIFICATE: oneLine(read('pass.pem')),
        APPLE_WALLET_KEY: oneLine(read('pass.key')),
        APPLE_WALLET_WWDR_CERTIFICATE: oneLine(read('ca.pem')),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether `signature` (DER PKCS #7, detached) signs `manifest` under a certificate issued by `authority`. */
export function walletSignatureValid(signature: Uint8Array, manifest: Uint8Array, authority: string): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-check-'));
  try {
    writeFileSync(path.join(dir, 'signature'), signature);
    writeFileSync(path.join(dir, 'manifest.json'), manifest);
    writeFileSync(path.join(dir, 'ca.pem'), authority);
    openssl(
      ['smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'manifest.json'].concat([
        '-CAfile',
        'ca.pem',
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ]),
      dir,
    );
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
