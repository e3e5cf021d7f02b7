'use client';

import { createStore, get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RedemptionOutcome } from '@/lib/membership/partners/redemptions';
import { dropKeptPages } from './offline-pages';

/*
 * The counter's redemption queue (docs/membership.md "Partners verify and redeem"): every Redeem is written to
 * IndexedDB first, then sent to POST /api/partner/redemptions whenever the device is online (at once, when the
 * connection returns, when the page opens). Each entry keeps the key it was created with, so a send whose answer was
 * lost is sent again and stored once. Each keeps when its card was read: the server checks the card's code then.
 */

/**
 * One redemption on this device. `readAt` (when the card was read; absent from entries queued by an older page) and
 * `redeemedAt` (when Redeem was pressed) ISO; `billCents` the bill before discount in cents.
 */
export type QueuedRedemption = {
  key: string;
  /** The partner user who recorded it: only their session sends it, only they see it. */
  userId: number;
  qr: string;
  cardId: string;
  firstName: string;
  partySize: number;
  billCents: number | null;
  readAt?: string;
  redeemedAt: string;
  status: 'waiting' | 'stored' | 'refused';
  outcome?: Extract<RedemptionOutcome, { status: 'refused' }>;
};

const STORE_KEY = 'redemptions';
/** Entries kept on the device once the server answered, newest first. */
const KEEP_DONE = 30;

let store: ReturnType<typeof createStore> | null = null;
const queueStore = () => (store ??= createStore('member-counter', 'queue'));

async function readQueue(): Promise<QueuedRedemption[]> {
  return ((await get(STORE_KEY, queueStore())) as QueuedRedemption[] | undefined) ?? [];
}

async function writeQueue(entries: QueuedRedemption[]): Promise<void> {
  const waiting = entries.filter((entry) => entry.status === 'waiting');
  const done = entries.filter((entry) => entry.status !== 'waiting').slice(0, KEEP_DONE);
  await set(
    STORE_KEY,
    [...waiting, ...done].sort((a, b) => b.redeemedAt.localeCompare(a.redeemedAt)),
    queueStore(),
  );
}

/** The session ended: drops the kept counter page and reloads, which lands on the sign-in page. */
async function leave() {
  await dropKeptPages();
  location.reload();
}

/**
 * The signed-in partner user's queue on this device (a shared phone keeps each user's apart), whether the device is
 * online, `add` (queue and try to send) and `sync` (send what waits, or with nothing waiting ask whether the session
 * lives; every 30 s and when the device comes online). A sync that finds the session ended (signed out elsewhere, or
 * the user removed) drops the kept counter page and reloads, which lands on the sign-in page; the entries stay for
 * the next sign-in (docs/membership.md "Keys").
 */
export function useRedemptionQueue(userId: number) {
  const [entries, setEntries] = useState<QueuedRedemption[]>([]);
  const [online, setOnline] = useState(true);
  const syncing = useRef(false);

  const mine = useCallback((queue: QueuedRedemption[]) => queue.filter((entry) => entry.userId === userId), [userId]);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      const waiting = (await readQueue()).filter((entry) => entry.status === 'waiting' && entry.userId === userId);
      if (waiting.length === 0) {
        // Nothing to send: still ask whether the session lives, so a removed user's phone drops its page at the next
        // sync whether or not a redemption waits (401 only when the server's database says so; 503 is not an answer).
        const session = await fetch('/api/partner/session', { cache: 'no-store' });
        if (session.status === 401) await leave();
        return;
      }
      const response = await fetch('/api/partner/redemptions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          redemptions: waiting.slice(0, 50).map(({ key, qr, partySize, billCents, readAt, redeemedAt }) => ({
            key,
            qr,
            partySize,
            billCents,
            readAt,
            redeemedAt,
          })),
        }),
      });
      if (response.status === 401) return await leave();
      if (!response.ok) return;
      const { results } = (await response.json()) as { results: RedemptionOutcome[] };
      const byKey = new Map(results.map((result) => [result.key, result]));
      const updated = (await readQueue()).map((entry): QueuedRedemption => {
        const result = byKey.get(entry.key);
        if (!result) return entry;
        return result.status === 'refused'
          ? { ...entry, status: 'refused', outcome: result }
          : { ...entry, status: 'stored' };
      });
      await writeQueue(updated);
      setEntries(mine(await readQueue()));
    } catch {
      // Offline or the server did not answer: the entries wait for the next try.
    } finally {
      syncing.current = false;
    }
  }, [userId, mine]);

  useEffect(() => {
    let alive = true;
    void readQueue().then((queue) => alive && setEntries(mine(queue)));
    const update = () => {
      setOnline(navigator.onLine);
      if (navigator.onLine) void sync();
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const timer = setInterval(() => void sync(), 30_000);
    return () => {
      alive = false;
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      clearInterval(timer);
    };
  }, [sync, mine]);

  const add = useCallback(
    async (entry: Omit<QueuedRedemption, 'status' | 'userId'>) => {
      const queued: QueuedRedemption = { ...entry, userId, status: 'waiting' };
      const queue = await readQueue();
      if (queue.some((other) => other.key === queued.key)) return;
      await writeQueue([queued, ...queue]);
      setEntries(mine(await readQueue()));
      if (navigator.onLine) await sync();
    },
    [sync, userId, mine],
  );

  return { entries, online, add, sync };
}
