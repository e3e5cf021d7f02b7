import type { Db } from '@/lib/db';
import { reportUnexpectedError } from '@/lib/report-error';

/** An insight event ready to store (an insight_events row without id and timestamps). */
export type InsightRow = {
  name: string;
  path: string;
  routeType: string;
  partnerId: number | null;
  /** Set for partner pages (category + number), resolved to partnerId when the batch is written. */
  partnerRef?: { categorySlug: string; number: number };
  productId: number | null;
  categorySlug: string | null;
  locale: string;
  referrerClass: string;
  referrerName: string | null;
  device: string;
  country: string | null;
  visitor: string;
  /** Lisbon day, "YYYY-MM-DD". */
  day: string;
};

/** A batch is written once it holds this many events, or every second (startInsightsFlusher). */
export const BATCH_SIZE = 500;
/** Beyond this many waiting events (the database is down) new ones are dropped: memory stays bounded. */
const MAX_WAITING = 50_000;

type Partners = { at: number; byRef: Map<string, number>; ids: Set<number> };
const state = globalThis as unknown as {
  insightBuffer?: InsightRow[];
  insightTimer?: NodeJS.Timeout;
  insightFlush?: Promise<void>;
  insightPartners?: Partners;
};
const buffer = () => (state.insightBuffer ??= []);

/**
 * Adds one event to this process's in-memory batch (docs/decisions/16-insights.md §2: the endpoint answers at once and writes in
 * batches). A full batch is written right away, in the background. Never throws.
 */
export function enqueueInsight(row: InsightRow, db?: Db): void {
  const rows = buffer();
  if (rows.length >= MAX_WAITING) return;
  rows.push(row);
  if (rows.length >= BATCH_SIZE && db) void flushInsights(db);
}

/** Partner ids by "category/number" and the set of existing ids, read at most once a minute. */
async function partners(db: Db): Promise<Partners> {
  if (state.insightPartners && Date.now() - state.insightPartners.at < 60_000) return state.insightPartners;
  const rows = await db.partner.findMany({ select: { id: true, categorySlug: true, number: true } });
  state.insightPartners = {
    at: Date.now(),
    byRef: new Map(rows.map((row) => [`${row.categorySlug}/${row.number}`, row.id])),
    ids: new Set(rows.map((row) => row.id)),
  };
  return state.insightPartners;
}

/**
 * One INSERT of a batch, a column array each (unnest): about a tenth of the CPU of Prisma's createMany for the same
 * rows, measured (0.03 ms against 0.4 ms an event), which is what lets one process take 1,000 beacons a second.
 */
function insertBatch(db: Db, rows: InsightRow[]) {
  const column = <T>(pick: (row: InsightRow) => T) => rows.map(pick);
  return db.$executeRaw`
    INSERT INTO insight_events (name, path, route_type, partner_id, product_id, category_slug, locale, referrer_class, referrer_name, device, country, visitor, day)
    SELECT * FROM unnest(
      ${column((row) => row.name)}::text[], ${column((row) => row.path)}::text[], ${column((row) => row.routeType)}::text[],
      ${column((row) => row.partnerId)}::int[], ${column((row) => row.productId)}::int[], ${column((row) => row.categorySlug)}::text[],
      ${column((row) => row.locale)}::text[], ${column((row) => row.referrerClass)}::text[], ${column((row) => row.referrerName)}::text[],
      ${column((row) => row.device)}::text[], ${column((row) => row.country)}::text[], ${column((row) => row.visitor)}::text[],
      ${column((row) => row.day)}::date[])`;
}

/**
 * Writes every waiting event in batches of BATCH_SIZE (one INSERT each); flushes do not overlap. Partner pages get
 * their partner's id, unknown partner ids become null. A failed write is logged and its batch dropped (insights are
 * best effort; business data never waits for them). Never throws.
 */
export function flushInsights(db: Db): Promise<void> {
  if (state.insightFlush) return state.insightFlush.then(() => flushInsights(db));
  if (buffer().length === 0) return Promise.resolve();
  state.insightFlush = (async () => {
    try {
      const known = await partners(db);
      while (buffer().length > 0) {
        const batch = buffer()
          .splice(0, BATCH_SIZE)
          .map((row) => {
            const partnerId = row.partnerRef
              ? known.byRef.get(`${row.partnerRef.categorySlug}/${row.partnerRef.number}`)
              : row.partnerId;
            return { ...row, partnerId: partnerId && known.ids.has(partnerId) ? partnerId : null };
          });
        await insertBatch(db, batch);
      }
    } catch (error) {
      reportUnexpectedError('Insights batch not written', error);
    }
  })().finally(() => {
    state.insightFlush = undefined;
  });
  return state.insightFlush;
}

/** Writes waiting events every `intervalMs` (1 s) in this process (started with the server, instrumentation-node.ts). */
export function startInsightsFlusher(db: Db, intervalMs = 1_000): void {
  if (state.insightTimer) return;
  state.insightTimer = setInterval(() => void flushInsights(db), intervalMs);
  state.insightTimer.unref();
}

/** Stops the periodic writer and writes what is waiting (graceful shutdown, lib/ops/lifecycle.ts). */
export async function stopInsights(db: Db): Promise<void> {
  clearInterval(state.insightTimer);
  state.insightTimer = undefined;
  await flushInsights(db);
}
