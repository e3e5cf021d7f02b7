// Runs before each integration test file: what a server action or route handler reads of the Next server it runs
// in outside one (tests/fixtures/next-request.ts). next/headers reads the fixture's request (a test sets its headers
// and cookies), after() queues its task until the test runs it (runAfterResponse), and cache tags and revalidation
// only need to exist. A test file that needs another answer mocks the module itself, which replaces this one.
import { vi } from 'vitest';

vi.mock('next/headers', async () => (await import('../fixtures/next-request')).nextHeaders);
vi.mock(import('next/cache'), async (original) => ({
  ...(await original()),
  updateTag: () => {},
  revalidatePath: () => {},
}));
vi.mock(import('next/server'), async (original) => ({
  ...(await original()),
  after: (await import('../fixtures/next-request')).after,
}));
