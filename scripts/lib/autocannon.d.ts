// The part of autocannon's library API the bench uses; the package ships no types.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Context = Record<string, unknown>;

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: AutocannonRequest, context: Context) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: AutocannonRequest[];
    /** Requests per second of all connections together, at most. */
    overallRate?: number;
  }

  export interface AutocannonResult {
    /** Seconds the run lasted. */
    duration: number;
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    stop(): void;
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
