import os from 'node:os';
import path from 'node:path';

/**
 * Where the e2e server writes the URL of its throwaway database, so tests can prepare data the UI cannot make
 * (a disabled staff account, a guest's order) and read what they check. One file per e2e port.
 */
export function e2eDatabaseUrlFile(port = process.env.E2E_PORT ?? process.env.PORT ?? '3100'): string {
  return path.join(os.tmpdir(), `algarve-e2e-database-${port}.url`);
}
