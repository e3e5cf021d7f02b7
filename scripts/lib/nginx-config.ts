// nginx as the load balancer of the process topology (scripts/lib/cluster.ts); deploy/nginx.conf is the same
// proxy setup for compose and VMs. Why these settings (docs/deploy.md):
// - passive retries for idempotent requests only: `proxy_next_upstream` retries on a connection error, timeout or
//   502/503/504, which nginx never does for POST once the request was sent (no `non_idempotent`), so an order is
//   never placed twice; a POST that found the port closed (a process restarting) was not sent and goes to the
//   other process;
// - one exception: the checkout's POST (placing an order) carries an idempotency key, so a retry returns the same
//   order and nginx may pass it on (`non_idempotent`) when a restarting process dropped the connection under it:
//   closing its listening socket resets connections the kernel had accepted but the server had not yet read;
// - no upstream keep-alive: a process that closes its idle connections at shutdown cannot race a request nginx
//   just wrote on one, which nginx could not retry for a POST;
// - bodies up to 10 MB, except staff uploads (docs/media.md): 11 MB for one image, 40 MB for a staff form with its
//   photos posted without JavaScript;
// - X-Forwarded-For appended by nginx (the app's TRUST_PROXY_HOPS=1), X-Upstream shows which process answered;
// - insights beacons (docs/insights.md) go to each process's plain listener (INSIGHTS_PORT), Next's own route as the
//   backup when no listener answers, kept alive, at most 10 a second per address with bursts of 40 (429 beyond);
// - the image optimizer's answers (/_next/image) cached by nginx for every process, per URL and Accept, as long as
//   their Cache-Control allows: Next keeps no image cache of its own while isrFlushToDisk is off;
// - public pages cached in front of the processes (PAGE_CACHE below, docs/deploy.md "The page cache"), on the
//   balanced port only: the pinned ports stay a window on one process.

/**
 * The page cache (docs/deploy.md "The page cache"): anonymous GETs of public pages, their RSC requests keyed apart,
 * kept one second and served stale to others while one request refreshes them. Never stored: a request with any
 * cookie or an Authorization header (answered by the app, bypassing the cache), an answer that sets a cookie or says
 * private, no-store or no-cache, anything but a 200, and the API, card, partner, checkout and backoffice paths (their
 * own locations). The same text is in deploy/nginx.conf.
 */
export const PAGE_CACHE_HTTP = (dir: string) => `
  proxy_cache_path ${dir} levels=1:2 keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;
  map $http_cookie $page_cache_skip { default 1; "" 0; }
  map $upstream_http_cache_control $page_cache_private { default 0; ~*(private|no-store|no-cache) 1; }
  map $upstream_http_set_cookie $page_cache_sets_cookie { default 1; "" 0; }
  map $http_accept_language $page_cache_language { default ""; ~*(fr|pt) negotiated; }`;

/** The page cache's directives for a location (see PAGE_CACHE_HTTP). */
export const PAGE_CACHE_LOCATION = `
      proxy_cache pages;
      proxy_cache_key "$scheme|$host|$request_uri|$page_cache_language|$http_rsc|$http_next_router_prefetch|$http_next_router_segment_prefetch|$http_next_router_state_tree|$http_next_url";
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 1s;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
      proxy_cache_bypass $page_cache_skip $http_authorization;
      proxy_no_cache $page_cache_skip $http_authorization $page_cache_private $page_cache_sets_cookie;
      add_header X-Cache-Status $upstream_cache_status always;
      add_header X-Upstream $upstream_addr always;`;

/**
 * The nginx.conf text: `listen` balances both apps, `listen`+1 and +2 reach the first or second app only.
 * @param insights each app's insights listener port, in the order of `apps`.
 */
export function nginxConfig({
  dir,
  listen,
  apps,
  insights,
}: {
  dir: string;
  listen: number;
  apps: number[];
  insights: number[];
}): string {
  const servers = (ports: number[]) =>
    ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  const beaconServers = (listeners: number[], backups: number[]) =>
    `${servers(listeners)}\n${backups.map((port) => `    server 127.0.0.1:${port} backup;`).join('\n')}
    keepalive 16;
    keepalive_timeout 4s;`;
  const site = (port: number, upstream: string, pageCache = false) => `
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${upstream};${pageCache ? PAGE_CACHE_LOCATION : ''}
    }
    location /api/ { proxy_pass http://${upstream}; }
    location = /api/insights {
      limit_req zone=insights burst=40 nodelay;
      limit_req_status 429;
      client_max_body_size 4k;
      proxy_pass http://insights_${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 4;
    }
    location /_next/image {
      proxy_pass http://${upstream};
      proxy_cache images;
      proxy_cache_key $request_uri;
      proxy_cache_lock on;
      proxy_cache_use_stale error timeout updating http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
      add_header X-Upstream $upstream_addr always;
    }
    location = /api/backoffice/media { client_max_body_size 11m; proxy_pass http://${upstream}; }
    location /backoffice { client_max_body_size 40m; proxy_pass http://${upstream}; }
    location ~ ^/((fr|pt)/)?checkout$ {
      proxy_pass http://${upstream};
      proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;
    }
    # After the checkout's own: nginx takes the first regular expression that matches.
    location ~ ^/((en|fr|pt)/)?(card|partner|checkout)(/|$) { proxy_pass http://${upstream}; }
  }`;
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/images levels=1:2 keys_zone=images:1m max_size=100m inactive=1d use_temp_path=off;${PAGE_CACHE_HTTP(`${dir}/pages`)}
  client_max_body_size 10m;

  upstream app {
${servers(apps)}
  }
  upstream app_a {
${servers([apps[0]])}
  }
  upstream app_b {
${servers([apps[1]])}
  }
  upstream insights_app {
${beaconServers(insights, apps)}
  }
  upstream insights_app_a {
${beaconServers([insights[0]], [apps[0]])}
  }
  upstream insights_app_b {
${beaconServers([insights[1]], [apps[1]])}
  }
  limit_req_zone $binary_remote_addr zone=insights:1m rate=10r/s;

  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_connect_timeout 2s;
  proxy_read_timeout 60s;
  proxy_next_upstream error timeout http_502 http_503 http_504;
  proxy_next_upstream_tries 2;
  add_header X-Upstream $upstream_addr always;
${site(listen, 'app', true)}
${site(listen + 1, 'app_a')}
${site(listen + 2, 'app_b')}
}
`;
}
