/** An entry as @fortedigital/nextjs-cache-handler passes it to its handlers (milliseconds, seconds in lifespan). */
export type CacheEntry = {
  lastModified: number;
  lifespan: {
    staleAt: number;
    expireAt: number;
    staleAge?: number;
    expireAge?: number;
    revalidate?: number | false;
  } | null;
  cacheControl?: { revalidate: number | false; expire?: number };
  tags: readonly string[];
  value: ({ kind: string; status?: number } & Record<string, unknown>) | null;
};
export type GuardedHandler = {
  name: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<CacheEntry | null>;
  set(key: string, entry: CacheEntry, ctx?: object): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
};
export declare function isNotFoundPage(value: CacheEntry['value']): boolean;
export declare function skipNotFound<T extends GuardedHandler>(handler: T): T;
export declare function guardRedisHandler(
  handler: GuardedHandler,
  client: { isReady: boolean },
  options: { keyPrefix: string; timeoutMs: number; breakerMs: number },
): GuardedHandler;
