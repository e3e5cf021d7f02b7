import type { RedisClientType } from 'redis';
import type { CacheEntry, GuardedHandler } from './shared-cache.mjs';

export declare const TIMEOUT_MS: number;
export declare function createRedisCache(
  url: string,
  keyPrefix: string,
): { client: RedisClientType; handler: GuardedHandler };
export type { CacheEntry, GuardedHandler };
