// docs/deploy.md "The page cache": the shipped nginx config (deploy/nginx.conf) holds the same page-cache
// directives as the one the cluster and public-origin tests run (scripts/lib/nginx-config.ts), so what those tests
// prove of the cache is what production runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxConfig, PAGE_CACHE_HTTP, PAGE_CACHE_LOCATION } from '@/scripts/lib/nginx-config';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('the page cache in the shipped nginx config', () => {
  const shipped = lines(readFileSync('deploy/nginx.conf', 'utf8'));
  it('has every directive the tested config has, and the same never-cached locations', () => {
    const tested = [...lines(PAGE_CACHE_HTTP('/var/cache/nginx/pages')), ...lines(PAGE_CACHE_LOCATION)].filter(
      (line) => !line.startsWith('add_header X-Upstream'),
    );
    for (const line of tested) expect(shipped, line).toContain(line);
    const generated = lines(nginxConfig({ dir: '/tmp/x', listen: 1, apps: [2, 3], insights: [4, 5] }));
    for (const location of generated.filter((line) => /^location (\/api\/|~ \^\/\(\(en)/.test(line)))
      expect(shipped, location).toContain(location.replace(/http:\/\/app_[ab]\b/, 'http://app'));
  });
});
