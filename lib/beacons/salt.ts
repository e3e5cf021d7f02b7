import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db';
import { lisbonToday } from '@/lib/time';

const state = globalThis as unknown as {
  insightSalt?: { day: string; salt: Promise<string> };
  insightDay?: { minute: number; day: string };
};

/**
 * The Lisbon day of `now`, "YYYY-MM-DD" (lisbonToday), worked out once per minute: formatting in a time zone was the
 * costliest step of a beacon. Lisbon's offset is a whole number of hours, so a UTC minute lies in one Lisbon day.
 */
export function insightDay(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (state.insightDay?.minute !== minute) state.insightDay = { minute, day: lisbonToday(now) };
  return state.insightDay.day;
}

/**
 * Today's salt (Lisbon day, docs/decisions/16-insights.md §1): one random 32-byte value per day shared by every server process through
 * the insight_salts table. The process that creates a day's salt also deletes every earlier salt (so yesterday's
 * hashes can no longer be recomputed). Kept in memory for the day.
 */
export function dailySalt(db: Db, now: Date = new Date()): Promise<string> {
  const day = insightDay(now);
  if (state.insightSalt?.day !== day) {
    const salt = loadSalt(db, day);
    state.insightSalt = { day, salt };
    // A failed load is retried by the next call instead of being kept for the day.
    salt.catch(() => {
      if (state.insightSalt?.salt === salt) state.insightSalt = undefined;
    });
  }
  return state.insightSalt.salt;
}

async function loadSalt(db: Db, day: string): Promise<string> {
  const created = await db.$executeRaw`
    INSERT INTO insight_salts (day, salt) VALUES (${day}::date, ${randomBytes(32).toString('base64url')}) ON CONFLICT (day) DO NOTHING`;
  if (created === 1) await db.$executeRaw`DELETE FROM insight_salts WHERE day < ${day}::date`;
  const row = await db.insightSalt.findUniqueOrThrow({ where: { day: new Date(`${day}T00:00:00Z`) } });
  return row.salt;
}

/**
 * The day's visitor id: SHA-256 of salt, client address, user agent and site host, 16 base64url characters. The
 * address and user agent are never stored; without the (deleted next day) salt the id cannot be linked to them.
 */
export function visitorHash(salt: string, address: string, userAgent: string, site: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}\n${site}`).digest('base64url').slice(0, 16);
}
