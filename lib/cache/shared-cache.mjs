// The guards around the shared cache's Redis handler (docs/deploy.md, "Shared cache"). Plain .mjs because Next loads
// cache-handler.mjs, which imports this, outside the app's bundle.
//
// - A deadline per operation: node-redis forgets a command's abort signal once the command is written, so a frozen
//   Redis (SIGSTOP, a full network buffer) would hold every page until it wakes. Each operation races a timer instead;
//   the first one that fails opens a short circuit breaker, during which every call is a miss at once.
// - Tag times: every revalidated tag's time is kept in Redis, and an entry whose render began before that time is a
//   miss on every process. A render that started before a staff save and was stored after its revalidation (another
//   process, a slow page) can therefore never be served. A revalidation that could not reach Redis is kept and written
//   as soon as Redis answers again.
// - Pages that answered 404 are not stored: made-up URLs would otherwise push real pages out of the cache.

/** The hash in which redis-strings' `get` compares an entry's lastModified with its tags' revalidation times. */
const REVALIDATED_TAGS_KEY = '__revalidated_tags__';
/** Renders waited for at once, at most; an older start is forgotten first (its entry is then stamped when stored). */
const MAX_RENDERS = 10_000;
/** A render start older than this belongs to a render that never stored its entry (it failed): a new miss restarts it. */
const RENDER_FORGOTTEN_MS = 5 * 60_000;

/** Rejects after `ms` unless `promise` settles first. */
function withDeadline(promise, ms) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The entry with its own lifetime for Next (`cacheControl`, seconds). Without it, a process that has not rendered the
 * route itself takes an entry stored by another process as stale one second after its lastModified, and serves it
 * as STALE while it renders the page again.
 */
function withLifetime(entry) {
  if (!entry?.lifespan || entry.cacheControl) return entry;
  const { revalidate, staleAge, expireAge } = entry.lifespan;
  return { ...entry, cacheControl: { revalidate: revalidate ?? staleAge, expire: expireAge } };
}

/** True for a page that answered 404 (an unknown URL), which is never stored. */
export function isNotFoundPage(value) {
  return value?.kind === 'APP_PAGE' && value.status === 404;
}

/** Wraps a cache handler so that 404 pages are never stored (used for the in-memory handler too). */
export function skipNotFound(handler) {
  return {
    ...handler,
    set: (key, entry, ctx) => (isNotFoundPage(entry?.value) ? Promise.resolve() : handler.set(key, entry, ctx)),
  };
}

/**
 * Guards a Redis handler of @fortedigital/nextjs-cache-handler (docs/deploy.md, "Per-process state": page and data
 * caches, Redis outage).
 * @param {object} handler the redis-strings handler (its get, set, revalidateTag, delete).
 * @param {{ isReady: boolean, hSet: Function }} client the node-redis client the handler uses.
 * @param {object} options
 * @param {string} options.keyPrefix the handler's key prefix (this build's).
 * @param {number} options.timeoutMs the longest any one cache operation may take, in milliseconds.
 * @param {number} options.breakerMs after a failed operation, how long every operation is a miss at once, in ms.
 * @returns the guarded handler: `get` resolves null and `set`, `revalidateTag`, `delete` resolve without storing
 *   when Redis is not ready, the breaker is open, or Redis does not answer within `timeoutMs`; none of them throws.
 */
export function guardRedisHandler(handler, client, { keyPrefix, timeoutMs, breakerMs }) {
  const tagsKey = keyPrefix + REVALIDATED_TAGS_KEY;
  let openUntil = 0;
  /** Revalidation times (ms) not yet written to Redis, by tag. */
  const unwrittenTags = new Map();
  /** When this process first asked for each key it is now rendering (ms), so the entry is stamped with it. */
  const renders = new Map();

  const usable = () => client.isReady && Date.now() >= openUntil;
  const writeTags = (times) =>
    client.hSet(tagsKey, Object.fromEntries([...times].map(([tag, at]) => [tag, String(at)])));

  /** Runs `operation` within the deadline, after any tag times still owed to Redis: `{ ok, value }`, ok false when it could not. */
  async function attempt(operation) {
    if (!usable()) return { ok: false };
    try {
      const owed = new Map(unwrittenTags);
      const run = async () => {
        if (owed.size > 0) await writeTags(owed);
        return operation();
      };
      const value = await withDeadline(run(), timeoutMs);
      for (const [tag, at] of owed) if (unwrittenTags.get(tag) === at) unwrittenTags.delete(tag);
      return { ok: true, value };
    } catch {
      openUntil = Date.now() + breakerMs;
      return { ok: false };
    }
  }

  function renderStarted(key) {
    if (renders.get(key) > Date.now() - RENDER_FORGOTTEN_MS) return;
    renders.delete(key);
    if (renders.size >= MAX_RENDERS) renders.delete(renders.keys().next().value);
    renders.set(key, Date.now());
  }

  return {
    name: `guarded-${handler.name}`,
    async get(key, meta) {
      const { ok, value } = await attempt(() => handler.get(key, meta));
      const entry = ok ? withLifetime(value) : null;
      // A miss, or an entry past its time, is rendered next: remember since when, for the entry's stamp.
      if (!entry || (entry.lifespan && entry.lifespan.staleAt * 1000 <= Date.now())) renderStarted(key);
      return entry;
    },
    async set(key, entry, ctx) {
      const started = renders.get(key);
      renders.delete(key);
      if (isNotFoundPage(entry?.value)) return;
      // A millisecond before the render began: a revalidation in the same millisecond counts as later.
      const lastModified = Math.min(entry.lastModified ?? Date.now(), started === undefined ? Infinity : started - 1);
      await attempt(() => handler.set(key, { ...entry, lastModified }, ctx));
    },
    async revalidateTag(tag) {
      const at = Date.now();
      // Owed until written: an entry of this tag rendered before `at` must not outlive the outage.
      unwrittenTags.set(tag, Math.max(at, unwrittenTags.get(tag) ?? 0));
      await attempt(() => handler.revalidateTag(tag));
    },
    async delete(key) {
      await attempt(() => handler.delete(key));
    },
  };
}
