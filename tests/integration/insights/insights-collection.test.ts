import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ADDRESS_HEADER } from '@/lib/ops/connection-address.mjs';

const { createPrismaClient } = await import('@/lib/db');
const { recordBeacon } = await import('@/lib/beacons/record');
const { flushInsights } = await import('@/lib/beacons/queue');
const { rollUpOldEvents } = await import('@/lib/insights/rollup');
const route = await import('@/app/api/insights/route');
const { seedDirectory } = await import('@/prisma/seed/directory');
const { startInsightsIngest, stopInsightsIngest } = await import('@/lib/beacons/ingest');
const { findFreePort } = await import('@/scripts/lib/embedded-postgres');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const guest = (address: string, extra: Record<string, string> = {}) =>
  new Headers({ 'user-agent': CHROME, [CONNECTION_ADDRESS_HEADER]: address, host: 'rewards.test', ...extra });
const view = (path: string, extra: object = {}) => ({ n: 'pageview' as const, p: path, w: 390, ...extra });

const settle = () => flushInsights(db);
const visitorsOn = async (day: string) =>
  Number(
    (
      await db.$queryRaw<
        { n: bigint }[]
      >`SELECT count(DISTINCT visitor) AS n FROM insight_events WHERE day = ${day}::date AND name = 'pageview'`
    )[0].n,
  );

beforeAll(async () => {
  await seedDirectory(db);
  await db.insightEvent.deleteMany();
});
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('insights collection (docs/decisions/16-insights.md §1, §2)', () => {
  it('counts two views by one visitor in a day as one visitor, and the next day as a new one', async () => {
    vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
    await recordBeacon(db, guest('198.51.100.4'), view('/'));
    await recordBeacon(db, guest('198.51.100.4'), view('/pt/boat-tours/1', { r: 'https://www.google.pt/' }));
    await recordBeacon(db, guest('198.51.100.5'), view('/fr/all'));
    await settle();
    expect(await visitorsOn('2026-03-10')).toBe(2);

    vi.setSystemTime(new Date('2026-03-11T09:00:00Z'));
    await recordBeacon(db, guest('198.51.100.4'), view('/'));
    await settle();
    expect(await visitorsOn('2026-03-11')).toBe(1);
    const [day1, day2] = await Promise.all(
      ['2026-03-10', '2026-03-11'].map((day) =>
        db.insightEvent.findFirstOrThrow({ where: { day: new Date(`${day}T00:00:00Z`), path: '/' } }),
      ),
    );
    expect(day2.visitor).not.toBe(day1.visitor);
    // Yesterday's salt is gone: its hashes can no longer be recomputed.
    expect((await db.insightSalt.findMany()).map((row) => row.day.toISOString().slice(0, 10))).toEqual(['2026-03-11']);
  });

  it('stores classes, never the address or the referrer URL', async () => {
    vi.setSystemTime(new Date('2026-03-11T09:00:00Z'));
    const partner = await db.partner.findUniqueOrThrow({
      where: { categorySlug_number: { categorySlug: 'boat-tours', number: 1 } },
    });
    await recordBeacon(
      db,
      guest('198.51.100.4', { 'cf-ipcountry': 'fr' }),
      view('/pt/boat-tours/1?x=1', { r: 'https://www.google.pt/search?q=boat', w: 1280 }),
    );
    await settle();
    const row = await db.insightEvent.findFirstOrThrow({
      where: { day: new Date('2026-03-11T00:00:00Z'), path: '/boat-tours/1' },
    });
    expect(row).toMatchObject({
      routeType: 'partner',
      partnerId: partner.id,
      categorySlug: 'boat-tours',
      locale: 'pt',
      referrerClass: 'search',
      referrerName: 'google',
      device: 'desktop',
      country: 'FR',
    });
    expect(JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value))).not.toMatch(
      /198\.51|google\.pt|q=boat/,
    );
  });

  it('does not count bots, headless browsers, Do Not Track or Global Privacy Control', async () => {
    vi.setSystemTime(new Date('2026-03-12T09:00:00Z'));
    const refused = [
      guest('198.51.100.9', {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      guest('198.51.100.9', { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') }),
      guest('198.51.100.9', { dnt: '1' }),
      guest('198.51.100.9', { 'sec-gpc': '1' }),
    ];
    for (const headers of refused) expect(await recordBeacon(db, headers, view('/about'))).toBe(false);
    expect(await recordBeacon(db, guest('198.51.100.9'), view('/about'))).toBe(true);
    await settle();
    expect(await db.insightEvent.count({ where: { day: new Date('2026-03-12T00:00:00Z') } })).toBe(1);
  });

  it('answers 202 at once to a beacon and 400 to anything else', async () => {
    vi.setSystemTime(new Date('2026-03-13T09:00:00Z'));
    const post = (body: string) =>
      route.POST(
        new Request('http://rewards.test/api/insights', { method: 'POST', body, headers: guest('198.51.100.20') }),
      );
    expect((await post(JSON.stringify({ n: 'external-booking-click', p: '/boat-tours', id: 1, w: 800 }))).status).toBe(
      202,
    );
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ n: 'pageview', p: 'https://elsewhere/' }))).status).toBe(400);
    expect((await post(JSON.stringify({ n: 'delete-everything', p: '/' }))).status).toBe(400);
    // A body longer than a beacon is refused after its first bytes, not read to its end (this one never ends).
    let pulled = 0;
    const endless = new ReadableStream({
      pull: (controller) => {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const long = await route.POST(
      new Request('http://rewards.test/api/insights', {
        method: 'POST',
        body: endless,
        headers: guest('198.51.100.21'),
        duplex: 'half',
      } as RequestInit),
    );
    expect(long.status).toBe(400);
    expect(pulled).toBeLessThan(10);
    // Booking requests and orders are recorded by the server only: a browser cannot add them to the funnels.
    expect((await post(JSON.stringify({ n: 'order-placed', p: '/checkout' }))).status).toBe(400);
    expect((await post(JSON.stringify({ n: 'booking-request', p: '/boat-tours/1', id: 1 }))).status).toBe(400);
    // Recorded beside the answer, not before it: written once it is queued.
    await vi.waitFor(async () => {
      await flushInsights(db);
      const rows = await db.insightEvent.findMany({ where: { day: new Date('2026-03-13T00:00:00Z') } });
      expect(rows.map((row) => [row.name, row.routeType, row.categorySlug, row.device])).toEqual([
        ['external-booking-click', 'category', 'boat-tours', 'tablet'],
      ]);
    });
  });

  it('takes beacons on the ingest listener as the route does, the address from the connection when no proxy set it', async () => {
    vi.setSystemTime(new Date('2026-03-14T09:00:00Z'));
    const port = await findFreePort();
    startInsightsIngest(db, port);
    try {
      const post = (body: string, path = '/api/insights') =>
        fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body, headers: { 'user-agent': CHROME } }).then(
          (response) => response.status,
        );
      expect(await post(JSON.stringify(view('/fr/about')))).toBe(202);
      expect(await post('{"n":"pageview"}')).toBe(400);
      expect(await post(JSON.stringify(view('/')), '/elsewhere')).toBe(404);
      await vi.waitFor(async () => {
        await flushInsights(db);
        expect(
          await db.insightEvent.findMany({
            where: { day: new Date('2026-03-14T00:00:00Z') },
            select: { path: true, locale: true },
          }),
        ).toEqual([{ path: '/about', locale: 'fr' }]);
      });
    } finally {
      await stopInsightsIngest();
    }
  });

  it('answers 429 beyond 120 beacons a minute from one address, on the route and on the listener, and stores none of them', async () => {
    const storedOn = (day: string) => db.insightEvent.count({ where: { day: new Date(`${day}T00:00:00Z`) } });
    vi.setSystemTime(new Date('2026-03-16T09:00:00Z'));
    const body = JSON.stringify(view('/contact'));
    const post = (address: string) =>
      route
        .POST(new Request('http://rewards.test/api/insights', { method: 'POST', body, headers: guest(address) }))
        .then((response) => response.status);
    const routeStatuses = [];
    for (let i = 0; i < 125; i += 1) routeStatuses.push(await post('198.51.100.40'));
    expect(routeStatuses.filter((status) => status === 202)).toHaveLength(120);
    expect(routeStatuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    expect(await post('198.51.100.41')).toBe(202); // another address is not held back
    await vi.waitFor(async () => {
      await flushInsights(db);
      expect(await storedOn('2026-03-16')).toBe(121);
    });

    vi.setSystemTime(new Date('2026-03-17T09:00:00Z'));
    const port = await findFreePort();
    startInsightsIngest(db, port);
    try {
      // One client naming a new address of its own each time (no proxy in front): the connection's address counts.
      const send = (i: number) =>
        fetch(`http://127.0.0.1:${port}/api/insights`, {
          method: 'POST',
          body,
          headers: { 'user-agent': CHROME, 'x-forwarded-for': `198.51.100.${i}` },
        }).then((response) => response.status);
      const statuses = [];
      for (let i = 0; i < 123; i += 1) statuses.push(await send(i));
      expect(statuses.filter((status) => status === 202)).toHaveLength(120);
      expect(statuses.slice(120)).toEqual([429, 429, 429]);
      await vi.waitFor(async () => {
        await flushInsights(db);
        expect(await storedOn('2026-03-17')).toBe(120);
      });
    } finally {
      await stopInsightsIngest();
    }
  });

  it('rolls raw events older than 13 months into daily totals', async () => {
    vi.setSystemTime(new Date('2024-01-05T12:00:00Z'));
    await recordBeacon(db, guest('198.51.100.30'), view('/'));
    await recordBeacon(db, guest('198.51.100.31'), view('/'));
    await settle();
    vi.setSystemTime(new Date('2026-03-13T09:00:00Z'));
    expect(await rollUpOldEvents(db)).toBe(2);
    expect(await db.insightEvent.count({ where: { day: new Date('2024-01-05T00:00:00Z') } })).toBe(0);
    const daily = await db.insightDaily.findMany({ where: { day: new Date('2024-01-05T00:00:00Z') } });
    expect(daily.map((row) => [row.path, row.events])).toEqual([['/', 2]]);
    expect(
      await db.insightDailyVisitors.findUnique({
        where: { day_partnerId: { day: new Date('2024-01-05T00:00:00Z'), partnerId: 0 } },
      }),
    ).toMatchObject({ visitors: 2 });
  });
});
