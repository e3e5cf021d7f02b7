import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * Apple Wallet signing material for tests (docs/membership.md "Apple Wallet"), made with the openssl command as Apple's
 * is laid out: a root, an intermediate it signed standing in for Apple's WWDR certificate, and a pass certificate and
 * key the intermediate signed. A real pass is signed the same way, with Apple's certificates instead.
 */

export type WalletTestCertificates = {
  /** The APPLE_WALLET_* environment of a server that offers passes signed with these. */
  env: Record<string, string>;
  /** The test root (PEM): a pass's signature checks against it only if the signature carries the intermediate. */
  root: string;
};

const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: 'pipe' });

/** A fresh chain; the environment writes the PEM line breaks as `\n`, as an env file would. */
export function makeWalletTestCertificates(): WalletTestCertificates {
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-certs-'));
  try {
    const newKey = (name: string, subject: string) =>
      openssl(
        ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject],
        dir,
      );
    const sign = (name: string, issuer: string, extensions: string) => {
      writeFileSync(path.join(dir, `${name}.ext`), extensions);
      openssl(
        [
          'x509',
          '-req',
          '-in',
          `${name}.csr`,
          '-CA',
          `${issuer}.pem`,
          '-CAkey',
          `${issuer}.key`,
          '-CAcreateserial',
        ].concat(['-out', `${name}.pem`, '-days', '2', '-extfile', `${name}.ext`]),
        dir,
      );
    };
    openssl(
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'root.key', '-out', 'root.pem', '-days', '2'].concat(
        ['-subj', '/CN=Test Root'],
      ),
      dir,
    );
    newKey('wwdr', '/CN=Test WWDR Intermediate');
    sign('wwdr', 'root', 'basicConstraints=critical,CA:true\nkeyUsage=critical,keyCertSign,cRLSign\n');
    newKey('pass', '/UID=pass.example.members/CN=Pass Type ID: pass.example.members');
    sign('pass', 'wwdr', 'basicConstraints=CA:false\n');
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');
    return {
      root: read('root.pem'),
      env: {
        APPLE_WALLET_PASS_TYPE_ID: 'pass.example.members',
        APPLE_WALLET_TEAM_ID: 'TEAM123456',
        APPLE_WALLET_CERTIFICATE: oneLine(read('pass.pem')),
        APPLE_WALLET_KEY: oneLine(read('pass.key')),
        APPLE_WALLET_WWDR_CERTIFICATE: oneLine(read('wwdr.pem')),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether `signature` (DER PKCS #7, detached) signs `manifest` with a certificate chained to `root` through the
 * certificates the signature itself carries (as a device checks it against Apple's root).
 */
export function walletSignatureValid(signature: Uint8Array, manifest: Uint8Array, root: string): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-check-'));
  try {
    writeFileSync(path.join(dir, 'signature'), signature);
    writeFileSync(path.join(dir, 'manifest.json'), manifest);
    writeFileSync(path.join(dir, 'root.pem'), root);
    const verify = ['smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'manifest.json'];
    openssl([...verify, '-CAfile', 'root.pem', '-purpose', 'any', '-out', '/dev/null'], dir);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
