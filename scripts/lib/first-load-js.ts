import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

/** One app route's first-load JavaScript, read from the production build in `.next`. */
export type RouteJs = { route: string; files: string[]; gzipBytes: number };

function* clientManifests(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* clientManifests(path);
    else if (entry === 'page_client-reference-manifest.js') yield path;
  }
}

/**
 * First-load JavaScript of every app page in a Turbopack build (the default of `next build`): the framework's root
 * chunks (build-manifest rootMainFiles) plus every client chunk the route's layouts and page list in their client
 * reference manifest, each counted once, gzip-compressed (level 9) as a CDN would send it.
 * @throws Error when `nextDir` holds no production build, or a webpack one.
 */
export function firstLoadJs(nextDir = '.next'): RouteJs[] {
  const appDir = join(nextDir, 'server', 'app');
  if (!existsSync(appDir)) throw new Error(`No production build in ${nextDir}: run next build first`);
  const routes: RouteJs[] = [];
  for (const manifestPath of clientManifests(appDir)) {
    const sandbox: {
      globalThis?: unknown;
      __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }>;
    } = {};
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(manifestPath, 'utf8'), sandbox);
    const [route, manifest] = Object.entries(sandbox.__RSC_MANIFEST ?? {})[0]!;
    // webpack's manifests list every client module of the build without the route's own chunks.
    if (!manifest.entryJSFiles) throw new Error(`${nextDir} is not a Turbopack build (next build --webpack?)`);
    const buildManifest = JSON.parse(
      readFileSync(join(manifestPath.replace(/_client-reference-manifest\.js$/, ''), 'build-manifest.json'), 'utf8'),
    );
    const files = new Set<string>(buildManifest.rootMainFiles);
    for (const chunks of Object.values(manifest.entryJSFiles)) for (const chunk of chunks) files.add(chunk);
    const gzipBytes = [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(nextDir, file)), { level: 9 }).length,
      0,
    );
    routes.push({ route: route || relative(appDir, manifestPath), files: [...files], gzipBytes });
  }
  return routes;
}

/** The pages people load: without Next.js's own framework routes (`/_not-found`, `/_global-error`). */
export function appPages(routes: RouteJs[]): RouteJs[] {
  return routes.filter(({ route }) => !route.startsWith('/_'));
}
