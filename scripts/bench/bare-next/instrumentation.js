// Empty on purpose. Next.js 16.4's Turbopack also looks for instrumentation and proxy files in the lockfile's
// folder (the product's), so without this file the product's instrumentation.ts (its secret check, database and
// mail workers) would run in this reference. The product's proxy.ts is compiled too but never runs: Next.js itself
// finds no proxy here, so none is registered (.next/server/functions-config-manifest.json stays empty).
export function register() {}
