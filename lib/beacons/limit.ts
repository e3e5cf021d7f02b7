import type { RateLimit } from '@/lib/rate-limit';

/**
 * Beacons one client address may send to one server process in a minute: `INSIGHTS_BEACONS_PER_MINUTE`, default 120
 * (docs/decisions/16-insights.md §2, abuse limit). A guest's browser sends one per page view and a few per page for events; a shared
 * address (a hotel's or a campsite's network) stays well under it. The e2e server, whose browsers all share one
 * address, lifts it. The reverse proxy limits per address in front of every process too (nginx `limit_req`,
 * deploy/nginx.conf).
 */
export function beaconLimit(value = process.env.INSIGHTS_BEACONS_PER_MINUTE): RateLimit {
  const limit = Number(value ?? 120);
  return { bucket: 'insights-beacon', limit: Number.isInteger(limit) && limit > 0 ? limit : 120, windowMinutes: 1 };
}
const BEACON_LIMIT = beaconLimit();
/** Addresses counted in one window at most; beyond, the window starts afresh (memory stays bounded). */
const MAX_ADDRESSES = 100_000;

const state = globalThis as unknown as { insightBeaconWindow?: { start: number; counts: Map<string, number> } };

/**
 * Counts one beacon of `address` against BEACON_LIMIT in this process's memory (a fixed window). Why not the
 * PostgreSQL counters of lib/rate-limit.ts that forms and orders use: they cost a transaction per request, more
 * than a beacon's whole budget (docs/insights.md); a process-local count is a map lookup, and the addresses live
 * only in memory, for a minute at most.
 * @param address the client's address (clientAddress, TRUST_PROXY_HOPS).
 * @param now milliseconds since the epoch.
 * @returns true when the beacon is allowed, false when the address is over the limit (answer 429, store nothing).
 */
export function takeBeacon(address: string, now = Date.now(), limit: RateLimit = BEACON_LIMIT): boolean {
  const windowMs = limit.windowMinutes * 60_000;
  const start = now - (now % windowMs);
  let window = state.insightBeaconWindow;
  if (!window || window.start !== start || window.counts.size >= MAX_ADDRESSES) {
    window = state.insightBeaconWindow = { start, counts: new Map() };
  }
  const count = (window.counts.get(address) ?? 0) + 1;
  window.counts.set(address, count);
  return count <= limit.limit;
}
