import { describe, expect, it, vi } from 'vitest';

// argon2 itself is replaced by a stand-in that records how many computations run at once.
const argon2 = vi.hoisted(() => ({ active: 0, most: 0 }));
vi.mock('@node-rs/argon2', () => {
  const work = async <T>(value: T) => {
    argon2.active += 1;
    argon2.most = Math.max(argon2.most, argon2.active);
    await new Promise((resolve) => setTimeout(resolve, 20));
    argon2.active -= 1;
    return value;
  };
  return { hash: () => work('$argon2id$stand-in'), verify: () => work(false) };
});

const { hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } = await import('@/lib/staff/auth/password');

describe('argon2 under a burst of sign-ins (docs/decisions/11-staff-security.md §3)', () => {
  it('runs at most 2 computations at once per process; the others wait and all are answered', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => verifyPassword('$argon2id$x', 'wrong')),
      hashPassword('a password'),
    ]);
    expect(MAX_CONCURRENT_HASHES).toBe(2);
    expect(argon2.most).toBe(MAX_CONCURRENT_HASHES);
    expect(answers).toHaveLength(13);
  });
});
