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

type ClientManifest = {
  entryJSFiles: Record<string, string[]>;
  clientModules: Record<string, { chunks: unknown[] }>;
};

/** Every app page's client reference manifest in a build: its route and the manifest, with the file it came from. */
function* pageManifests(nextDir: string): Generator<{ route: string; manifest: ClientManifest; path: string }> {
  const appDir = join(nextDir, 'server', 'app');
  if (!existsSync(appDir)) throw new Error(`No production build in ${nextDir}: run next build first`);
  for (const path of clientManifests(appDir)) {
    const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, Partial<ClientManifest>> } = {};
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(path, 'utf8'), sandbox);
    const [route, manifest] = Object.entries(sandbox.__RSC_MANIFEST ?? {})[0]!;
    // webpack's manifests list every client module of the build without the route's own chunks.
    if (!manifest.entryJSFiles) throw new Error(`${nextDir} is not a Turbopack build (next build --webpack?)`);
    yield { route: route || relative(appDir, path), manifest: manifest as ClientManifest, path };
  }
}

/**
 * First-load JavaScript of every app page in a Turbopack build (the default of `next build`): the framework's root
 * chunks (build-manifest rootMainFiles) plus every client chunk the route's layouts and page list in their client
 * reference manifest, each counted once, gzip-compressed (level 9) as a CDN would send it.
 * @throws Error when `nextDir` holds no production build, or a webpack one.
 */
export function firstLoadJs(nextDir = '.next'): RouteJs[] {
  const routes: RouteJs[] = [];
  for (const { route, manifest, path } of pageManifests(nextDir)) {
    const buildManifest = JSON.parse(
      readFileSync(join(path.replace(/_client-reference-manifest\.js$/, ''), 'build-manifest.json'), 'utf8'),
    );
    const files = new Set<string>(buildManifest.rootMainFiles);
    for (const chunks of Object.values(manifest.entryJSFiles)) for (const chunk of chunks) files.add(chunk);
    const gzipBytes = [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(nextDir, file)), { level: 9 }).length,
      0,
    );
    routes.push({ route, files: [...files], gzipBytes });
  }
  return routes;
}

const SHELL_LAYOUT = '[project]/app/[locale]/layout';
/** The client modules the shell renders: its own folder's, and the header's cart button and the cart drawer. */
const SHELL_MODULE = /^\[project\]\/(app\/\[locale\]\/_shell\/|components\/shop\/cart-(button|drawer)\.tsx$)/;
const chunkFiles = (chunks: unknown[]) => chunks.filter((chunk): chunk is string => typeof chunk === 'string');

/**
 * The shell's client modules (header, cart, footer: the `[locale]` layout's) that wait for a page's scripts, per page.
 * React hydrates a client module once every chunk its manifest entry lists has loaded, and the bundler lists a module
 * rendered by both the shell and a page with the page's whole script group: the header would then hydrate only once
 * the page's last island script has arrived (docs/performance.md, "The shell hydrates first").
 * @returns one line per page and module listing chunks beyond the layout's, e.g. `/[locale]/checkout/page:
 *   [project]/app/[locale]/_shell/shell-link.tsx waits for 2 page chunks`; empty when the shell hydrates with its own
 *   scripts on every page.
 * @throws Error when `nextDir` holds no production build, a webpack one, or no page lists a client module of the shell.
 */
export function shellWaitsForPages(nextDir = '.next'): string[] {
  let shellModules = 0;
  const waits = [...pageManifests(nextDir)].flatMap(({ route, manifest }) => {
    const layout = new Set(manifest.entryJSFiles[SHELL_LAYOUT]?.map((file) => `/_next/${file}`));
    if (layout.size === 0) return [];
    return Object.entries(manifest.clientModules).flatMap(([id, { chunks }]) => {
      if (!SHELL_MODULE.test(id)) return [];
      shellModules++;
      const extra = chunkFiles(chunks).filter((chunk) => !layout.has(chunk));
      return extra.length > 0 ? [`${route}: ${id} waits for ${extra.length} page chunks`] : [];
    });
  });
  if (shellModules === 0) throw new Error(`No page of ${nextDir} lists a client module of the shell`);
  return waits;
}

/**
 * The pages whose server code renders a client module matching `id` (its key in the build's client reference
 * manifests, e.g. `[project]/node_modules/next/dist/client/image-component.js`): each such module is downloaded with
 * the page and hydrated, one instance per place it is rendered. A module imported only by other client modules is
 * not listed (it is part of their code, not a client reference).
 * @returns the routes, e.g. `/[locale]/shopping/page`; empty when no page renders it.
 * @throws Error when `nextDir` holds no production build, or a webpack one.
 */
export function pagesRendering(id: RegExp, nextDir = '.next'): string[] {
  return [...pageManifests(nextDir)]
    .filter(({ manifest }) => Object.keys(manifest.clientModules).some((key) => id.test(key)))
    .map(({ route }) => route);
}

/** The pages people load: without Next.js's own framework routes (`/_not-found`, `/_global-error`). */
export function appPages(routes: RouteJs[]): RouteJs[] {
  return routes.filter(({ route }) => !route.startsWith('/_'));
}
