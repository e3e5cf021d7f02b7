import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSecret } from '@/lib/secret';
import { authSecretProblem, MIN_AUTH_SECRET_BYTES } from '@/lib/secret-check';
import { register } from '@/instrumentation';

// docs/decisions/11-staff-security.md §9: production refuses an AUTH_SECRET shorter than 32 bytes, and nothing falls back to a constant.

const long = 'x'.repeat(MIN_AUTH_SECRET_BYTES);
const short = 'x'.repeat(MIN_AUTH_SECRET_BYTES - 1);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('authSecretProblem', () => {
  it('accepts 32 bytes in production and refuses 31, missing or empty, each in one line', () => {
    expect(authSecretProblem(long, { production: true })).toBeNull();
    for (const secret of [short, '', undefined]) {
      const problem = authSecretProblem(secret, { production: true });
      expect(problem).toMatch(/^AUTH_SECRET is (too short \(\d+ bytes\)|not set)/);
      expect(problem).not.toContain('\n');
    }
    expect(authSecretProblem(short, { production: true })).toContain('(31 bytes)');
  });

  it('counts bytes, not characters', () => {
    expect(authSecretProblem('é'.repeat(16), { production: true })).toBeNull(); // 16 characters, 32 bytes
    expect(authSecretProblem('é'.repeat(15) + 'e', { production: true })).toContain('(31 bytes)');
  });

  it('outside production, takes any secret but refuses none', () => {
    expect(authSecretProblem('short', { production: false })).toBeNull();
    expect(authSecretProblem(undefined, { production: false })).toMatch(
      /^AUTH_SECRET is not set: start the app with `npm run dev`/,
    );
  });
});

describe('appSecret', () => {
  it('returns AUTH_SECRET', () => {
    vi.stubEnv('AUTH_SECRET', long);
    expect(appSecret()).toBe(long);
  });

  it('refuses a short secret in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('AUTH_SECRET', short);
    expect(() => appSecret()).toThrow('AUTH_SECRET is too short (31 bytes) for production.');
  });

  it('has no fallback: without AUTH_SECRET it throws, in production and outside', () => {
    vi.stubEnv('AUTH_SECRET', undefined);
    expect(() => appSecret()).toThrow('AUTH_SECRET is not set');
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => appSecret()).toThrow('AUTH_SECRET is not set');
  });
});

describe('the server at start (instrumentation register, also for `next start` run directly)', () => {
  it('exits with the one-line reason on a short secret in production', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('NEXT_PHASE', 'phase-production-server');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('AUTH_SECRET', short);
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(register()).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(logged.mock.calls).toEqual([[authSecretProblem(short, { production: true })]]);
  });

  it('does not check during `next build`', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('AUTH_SECRET', undefined);
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    await register();
    expect(exit).not.toHaveBeenCalled();
  });
});
