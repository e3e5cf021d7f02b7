import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '@/lib/actions/result';
import { answerRoute, parseOrRefuse, refuse } from '@/lib/http/route-response';
import * as z from '@/lib/validation/zod';

// The one error mapping of the route handlers (docs/style.md habit 5; docs/design.md "Architecture").

const route = { context: 'GET /api/example failed', failure: { error: 'Example failed' } };
const schema = z.object({ id: z.string().check(z.regex(/^\d+$/, 'id must be digits')) });

afterEach(() => vi.restoreAllMocks());

describe('answerRoute', () => {
  it('answers what the body answers', async () => {
    const response = await answerRoute(route, async () => Response.json({ ok: true }, { status: 201 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers a refusal with its own status, body and headers, and logs nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await answerRoute(route, async () => refuse(429, { error: 'Slow down' }, { 'Retry-After': '60' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toEqual({ error: 'Slow down' });
    expect(log).not.toHaveBeenCalled();
  });

  it('answers a zod failure with the route refusal, made from the error when asked', async () => {
    const fixed = await answerRoute(route, async () =>
      Response.json(parseOrRefuse(schema, { id: 'x' }, { error: 'Invalid id' })),
    );
    expect(fixed.status).toBe(400);
    expect(await fixed.json()).toEqual({ error: 'Invalid id' });
    const made = await answerRoute(route, async () =>
      Response.json(parseOrRefuse(schema, { id: 'x' }, (error) => ({ error: error.issues[0]?.message }), 422)),
    );
    expect(made.status).toBe(422);
    expect(await made.json()).toEqual({ error: 'id must be digits' });
    const parsed = await answerRoute(route, async () =>
      Response.json(parseOrRefuse(schema, { id: '12' }, { error: 'Invalid id' })),
    );
    expect(await parsed.json()).toEqual({ id: '12' });
  });

  it('answers a missing staff session 401, or with the route’s own answer', async () => {
    const plain = await answerRoute(route, async () => {
      throw new UnauthorizedError();
    });
    expect(plain.status).toBe(401);
    expect(await plain.json()).toEqual({ error: 'Unauthorized' });
    const redirect = await answerRoute(
      { ...route, unauthorized: () => Response.redirect('http://localhost/backoffice/login', 303) },
      async () => {
        throw new UnauthorizedError();
      },
    );
    expect(redirect.status).toBe(303);
  });

  it('answers anything else 500 with the generic body, and reports the error to the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('connection refused at 10.0.0.5');
    const response = await answerRoute(route, async () => {
      throw error;
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Example failed' });
    expect(log).toHaveBeenCalledWith('GET /api/example failed', error);
  });
});
