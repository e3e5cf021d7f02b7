import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { locales } from '@/lib/i18n/routing';
import { submitBookingRequest } from '@/lib/directory/bookings';
import { submitReview } from '@/lib/directory/reviews';
import { submitContactMessage } from '@/lib/inbox/contact';
import { submitPartnershipRequest } from '@/lib/inbox/partnership';
import { handleEmailApiRequest } from '@/lib/shop/orders/email-api';
import { signOrderReceipt } from '@/lib/shop/orders/order-receipt';
import { handleOrderReceiptRequest } from '@/lib/shop/orders/order-receipt-route';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { seedDatabase } from '@/prisma/seed';
import { checkoutForm } from '../../fixtures/orders';

// Property-based hostile input against every public write (docs/decisions/06-fast-accessible-hardened.md §6): whatever arrives, the answer is a
// validation error or a success, never an exception (a 500), and a refused request leaves nothing in the database.
// A catch-all that turns an exception into a polite answer reports it (lib/report-error.ts, through console.error):
// every case fails when anything was reported, so a swallowed exception is not mistaken for a handled refusal
// (docs/decisions/11-staff-security.md §11).

const RUNS = 60;
const FIELD_RUNS = 25;
let db: Db;
let partnerId: number;
const TOKEN = 'hostile-input-test-token';

beforeAll(async () => {
  db = createPrismaClient();
  await seedDatabase(db, { sample: true });
  partnerId = (await db.partner.findFirstOrThrow({ where: { isVisible: true } })).id;
  process.env.EMAIL_API_TOKEN = TOKEN;
}, 60_000); // seeding takes over 10 s on a loaded 2-core machine
afterAll(async () => {
  delete process.env.EMAIL_API_TOKEN;
  await db.$disconnect();
});

let reported: MockInstance<typeof console.error>;
beforeEach(() => {
  reported = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = reported.mock.calls;
  reported.mockRestore();
  expect(calls, 'an unexpected error was reported (swallowed by a catch-all)').toEqual([]);
});

/** Hostile values: wrong types, huge and odd strings, markup, prototype keys, deep nesting. */
const junk = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', "' OR 1=1 --", '__proto__', 'a'.repeat(5000), '\u0000', '😀'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** A valid input with some fields replaced by junk, some removed and some junk fields added. */
function mangled(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...keys), junk),
      fc.subarray(keys),
      fc.dictionary(fc.string(), junk, { maxKeys: 2 }),
    )
    .map(([replaced, removed, extra]) => {
      const value: Record<string, unknown> = { ...extra, ...valid, ...replaced };
      for (const key of removed) delete value[key];
      return value;
    });
}

const hostile = (valid: Record<string, unknown>) => fc.oneof(junk, mangled(valid));

type Result = { ok: boolean; error?: string };
async function expectSafe(run: () => Promise<Result>, count: () => Promise<number>) {
  const before = await count();
  const result = await run();
  expect(typeof result.ok).toBe('boolean');
  if (!result.ok) {
    expect(typeof result.error).toBe('string');
    expect(result.error!.length).toBeGreaterThan(5);
    expect(await count()).toBe(before);
  }
}

/** A valid order request for seeded product 1, with a fresh idempotency key (the same key returns the same order). */
const validOrder = () => ({
  form: checkoutForm(),
  items: [{ productId: 1, quantity: 1 }],
  idempotencyKey: crypto.randomUUID(),
  locale: 'en',
});

const address = () => `hostile-${Math.random()}`; // a fresh rate-limit key per case: refusals must come from validation

describe('hostile input never causes a server error and stores nothing when refused', () => {
  it('checkout (placeOrder)', async () => {
    const valid = {
      form: checkoutForm(),
      items: [{ productId: 1, quantity: 1 }],
      idempotencyKey: crypto.randomUUID(),
      locale: 'en',
    };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostile(valid),
          mangled(valid).map((v) => ({
            ...v,
            form: { ...checkoutForm(), ...(typeof v.form === 'object' ? v.form : {}) },
          })),
        ),
        (input) =>
          expectSafe(
            () => submitOrder(db, input),
            () => db.order.count(),
          ),
      ),
      { numRuns: RUNS },
    );
  });

  // Each field on its own, so a field's own checks are reached (a mangled object mostly fails on its first bad key).
  const checkoutFields: [string, (value: unknown) => Record<string, unknown>][] = [
    ...Object.keys(checkoutForm()).map(
      (field) =>
        [`form.${field}`, (value: unknown) => ({ ...validOrder(), form: { ...checkoutForm(), [field]: value } })] as [
          string,
          (value: unknown) => Record<string, unknown>,
        ],
    ),
    ['items', (value) => ({ ...validOrder(), items: value })],
    ['items[0]', (value) => ({ ...validOrder(), items: [value] })],
    ['items[0].productId', (value) => ({ ...validOrder(), items: [{ productId: value, quantity: 1 }] })],
    ['items[0].quantity', (value) => ({ ...validOrder(), items: [{ productId: 1, quantity: value }] })],
    ['idempotencyKey', (value) => ({ ...validOrder(), idempotencyKey: value })],
    ['locale', (value) => ({ ...validOrder(), locale: value })],
  ];
  it.each(checkoutFields)('checkout field %s on its own', async (_field, withValue) => {
    await fc.assert(
      fc.asyncProperty(junk, (value) =>
        expectSafe(
          () => submitOrder(db, withValue(value)),
          () => db.order.count(),
        ),
      ),
      { numRuns: FIELD_RUNS },
    );
  });

  it('reviews', async () => {
    const valid = { partnerId, rating: 5, authorName: 'Ana', comment: 'Lovely', locale: 'en' };
    await fc.assert(
      fc.asyncProperty(hostile(valid), (input) =>
        expectSafe(
          () => submitReview(db, input, address()),
          () => db.review.count(),
        ),
      ),
      { numRuns: RUNS },
    );
  });

  it('booking requests', async () => {
    const valid = {
      partnerId,
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+351 912 345 678',
      preferredDate: '2099-01-01',
      partySize: 2,
      message: 'Hi',
      locale: 'en',
    };
    await fc.assert(
      fc.asyncProperty(hostile(valid), (input) =>
        expectSafe(
          () => submitBookingRequest(db, input, address()),
          () => db.bookingRequest.count(),
        ),
      ),
      { numRuns: RUNS },
    );
  });

  it('contact messages', async () => {
    const valid = {
      name: 'Ana',
      phone: '',
      email: 'ana@example.com',
      subject: 'Hello',
      message: 'Question',
      locale: 'fr',
    };
    await fc.assert(
      fc.asyncProperty(hostile(valid), (input) =>
        expectSafe(
          () => submitContactMessage(db, input, address()),
          () => db.contactMessage.count(),
        ),
      ),
      { numRuns: RUNS },
    );
  });

  it('partnership requests', async () => {
    const valid = {
      businessName: 'Barco',
      contactName: 'Rui',
      email: 'rui@example.com',
      phone: '+351 912 345 678',
      businessType: 'boat-tours',
      description: 'Tours',
      locale: 'pt',
    };
    await fc.assert(
      fc.asyncProperty(hostile(valid), (input) =>
        expectSafe(
          () => submitPartnershipRequest(db, input, address()),
          () => db.partnershipRequest.count(),
        ),
      ),
      { numRuns: RUNS },
    );
  });

  it('order receipt (POST /api/order-receipt)', async () => {
    const secret = 'hostile-receipt-secret';
    const valid = { receipt: signOrderReceipt('CDHOSTILE12345', secret), locale: 'en' };
    const body = fc.oneof(
      hostile(valid).map((value) => JSON.stringify(value) ?? 'undefined'),
      fc.string(),
    );
    const origin = fc.constantFrom(undefined, 'http://localhost', 'https://evil.example', 'null', 'not a url');
    await fc.assert(
      fc.asyncProperty(body, origin, async (text, from) => {
        const request = new Request('http://localhost/api/order-receipt', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(from ? { origin: from } : {}) },
          body: text,
        });
        const response = await handleOrderReceiptRequest(request, secret);
        const answer = await response.json();
        expect([200, 400, 403, 422]).toContain(response.status);
        expect(typeof answer.ok).toBe('boolean');
        // A cookie only for the exact receipt this server signed, sent from this site.
        const sent = (() => {
          try {
            return JSON.parse(text) as { receipt?: unknown; locale?: unknown } | null;
          } catch {
            return null;
          }
        })();
        // The body's optional locale must be one of ours too: junk there is a refused body, not a flaky case.
        const knownLocale = sent?.locale === undefined || (locales as readonly unknown[]).includes(sent.locale);
        const accepted = from === 'http://localhost' && sent?.receipt === valid.receipt && knownLocale;
        expect(response.status === 200).toBe(accepted);
        expect(response.headers.get('set-cookie') !== null).toBe(accepted);
        if (!answer.ok) expect(answer.error.length).toBeGreaterThan(5);
      }),
      { numRuns: RUNS },
    );
  });

  it('e-mail endpoints', async () => {
    const valid = {
      orderNumber: 'CDNOTANORDER1',
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      status: 'pending',
      totalAmount: 1,
      items: [],
      pickupLocation: 'x',
      pickupDate: '2030-01-01',
      pickupTime: '10:00',
    };
    const body = fc.oneof(
      hostile(valid).map((value) => JSON.stringify(value) ?? 'undefined'),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (text, authorized) => {
        const before = await db.outboxEmail.count();
        const request = new Request('http://localhost/api/email/order-new', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(authorized ? { authorization: `Bearer ${TOKEN}` } : {}) },
          body: text,
        });
        const response = await handleEmailApiRequest(db, request, 'order-new');
        expect([400, 401, 404]).toContain(response.status);
        expect(await response.json()).toMatchObject({ ok: false });
        expect(await db.outboxEmail.count()).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});
