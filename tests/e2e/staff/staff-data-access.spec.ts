// No staff data without a live staff session, proven from outside against the production build. Every staff page
// and staff route handler is found in the app/ tree at test time, so a page added later is covered (and must be
// given its signed-in control below). Each kind of staff data carries a canary (staff-canaries.ts). Each URL is
// requested as a document, an RSC request and a prefetch, with canonical and odd ids, by an anonymous client and
// with an expired token, a logged-out (revoked) session and a disabled account's session: no answer may hold a
// canary, and each must end on the sign-in page. The same URL with a live session shows its canary, so the test
// can fail. Requests only, no browser pages.
import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { decode, encode } from 'next-auth/jwt';
import { upsertStaffAccount } from '@/lib/staff/auth/accounts';
import { revokeSession } from '@/lib/staff/auth/sessions';
import { e2eStaffCookie, SESSION_COOKIE as COOKIE, TEST_SECRET as SECRET } from '../../fixtures/staff-session';
import { e2eDatabase } from '../support/e2e-database';
import { lisbonDay } from '../support/shop';
import { STAFF_LOGIN as LOGIN, staffRoutes } from '../support/staff-routes';
import { ACTION_ARGUMENTS, ADMIN_ACTIONS, buildActions, postAction, PUBLIC_ACTIONS } from './server-actions';
import { CANARY_KINDS, canaryState, plantCanaries, type Canaries, type CanaryKind } from './staff-canaries';

/**
 * Per staff URL: the canaries a live session must see there (the control), the id its dynamic segment takes and
 * its query. `own` is the signed-in account's own e-mail. A route found in app/ without an entry fails the test.
 */
type Control = {
  sees: (CanaryKind | 'own')[];
  id?: keyof Canaries['ids'];
  query?: (c: Canaries) => string;
  segment?: string;
};
const CONTROLS: Record<string, Control | { open: string }> = {
  '/backoffice': { sees: ['order'] },
  '/backoffice/accounts': { sees: ['staff'] },
  '/backoffice/activity': { sees: ['activity', 'staff'] },
  '/backoffice/analytics': { sees: ['order'] },
  // Categories and towns are public: the page's own staff content is its forms, under the staff member's name.
  '/backoffice/directory': { sees: ['own'] },
  '/backoffice/emails': { sees: ['email'] },
  '/backoffice/emails/[id]': { sees: ['email'], id: 'email' },
  '/backoffice/inbox': { sees: ['booking', 'contact', 'partnership'] },
  '/backoffice/members': { sees: ['member'] },
  '/backoffice/members/[id]': { sees: ['member'], id: 'card' },
  '/backoffice/owners': { sees: ['owner'] },
  '/backoffice/feeds': { sees: ['feed'] },
  // The ledger: the guest's first name (the canary card's one-word name) and the draft partner's.
  '/backoffice/redemptions': { sees: ['member', 'draft'] },
  '/backoffice/insights': { sees: ['insight'] },
  '/backoffice/insights/partners/[id]': { sees: ['draft'], id: 'draft' },
  '/backoffice/orders': { sees: ['order'] },
  '/backoffice/orders/edit/[id]': { sees: ['order'], id: 'order' },
  // The confirmation page before an e-mail is sent again: the order's number and the guest's address.
  '/backoffice/orders/edit/[id]/resend/[template]': { sees: ['order'], id: 'order', segment: 'order-confirmation' },
  '/backoffice/partners': { sees: ['draft', 'hidden'] },
  '/backoffice/partners/[id]': { sees: ['draft'], id: 'draft' },
  '/backoffice/partners/new': { sees: ['own'] },
  '/backoffice/pickup-settings': { sees: ['settings'] },
  '/backoffice/pickups': { sees: ['order'] },
  '/backoffice/products': { sees: ['product'] },
  '/backoffice/products/edit/[id]': { sees: ['product'], id: 'product' },
  '/backoffice/products/new': { sees: ['own'] },
  '/backoffice/reviews': { sees: ['review'] },
  '/backoffice/security': { sees: ['own'] },
  '/api/backoffice/insights-report': {
    sees: ['draft'],
    query: (c) => `?partnerId=${c.ids.draft}&month=${lisbonDay().slice(0, 7)}&format=html`,
  },
  '/api/backoffice/orders-csv': { sees: ['order'], query: () => `?from=${lisbonDay()}&to=${lisbonDay()}` },
  '/api/backoffice/preview': { sees: ['draft'], query: (c) => `?partner=${c.ids.draft}` },
  '/api/backoffice/redemptions-csv': { sees: ['member', 'draft'], query: (c) => `?partnerId=${c.ids.draft}` },
  '/backoffice/login/two-factor': { open: 'the second step of signing in' },
  '/backoffice/login/forgot': { open: '"Forgot password": the same answer for every address' },
  '/backoffice/login/set-password': { open: "a one-time link's page: it shows only the address the link was sent to" },
  '/api/backoffice/media': { open: 'POST only (an upload); a GET is refused for everyone' },
  '/api/backoffice/preview/exit': { open: 'public: it only removes the draft-mode cookie' },
  '/backoffice/[...rest]': { open: 'the backoffice not-found page: it shows no staff data' },
};

/** The route's URL with its canary id, and odd spellings of that id (`1.0`, `01`, `%2E`...) for the refusals. */
function urlsOf(route: string, control: Control, canaries: Canaries): { live: string; all: string[] } {
  const query = control.query?.(canaries) ?? '';
  if (!control.id) return { live: route + query, all: [route + query] };
  const id = canaries.ids[control.id];
  const spellings = [String(id), `${id}.0`, `0${id}`, `${id}e0`, `%2B${id}`, `${id}%2E`, '%2E', `%20${id}`];
  const urls = spellings.map(
    (value) => route.replace(/\[[^\]]+\]/, value).replace(/\[[^\]]+\]/, control.segment ?? '') + query,
  );
  return { live: urls[0], all: urls };
}

const modes = {
  document: {},
  rsc: { RSC: '1' },
  prefetch: { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
} as const;

/**
 * GET that follows redirects like `curl -L` but keeps every header (the session cookie, RSC) on each hop: Next
 * answers an RSC request without its `_rsc` parameter with a redirect that adds it, and a refused request is sent
 * on to the sign-in page. Returns the last answer and the path it came from.
 */
async function get(url: string, headers: Record<string, string>) {
  const cookies = headers.Cookie ? [headers.Cookie] : [];
  let response = await api.get(url, { headers, maxRedirects: 0 });
  let at = new URL(url, 'http://e2e');
  for (let hop = 0; hop < 5 && response.status() >= 300 && response.status() < 400; hop += 1) {
    // Cookies set on the way (the draft-mode cookie of a preview) go with the next hop, as a browser sends them.
    for (const { name, value } of response.headersArray())
      if (name.toLowerCase() === 'set-cookie') cookies.push(value.split(';')[0]);
    at = new URL(response.headers().location, at);
    response = await api.get(at.pathname + at.search, {
      headers: { ...headers, Cookie: cookies.join('; ') },
      maxRedirects: 0,
    });
  }
  return { response, path: at.pathname, body: (await response.text()).toLowerCase() };
}

/**
 * Whether a refused answer is right: the sign-in page (a document), its RSC payload, or an API's 401. Two more
 * answers hold nothing: a 404 where the URL, once normalized (`%2E` is a dot segment), names no staff page, and a
 * segment prefetch of the route tree (`/_tree`), which renders no layout or page and so reads no session.
 */
function refusedRight(
  url: string,
  mode: keyof typeof modes,
  { response, path: where, body }: Awaited<ReturnType<typeof get>>,
) {
  if (url.startsWith('/api/') && response.status() === 401) return true;
  if (response.status() === 404 && !staffPagePatterns.some((pattern) => pattern.test(where))) return true;
  if (mode === 'prefetch' && response.status() === 200 && !body.includes('<html')) return true;
  // An RSC request that a server component refused carries the redirect in its payload (NEXT_REDIRECT).
  const redirected = where === LOGIN || body.includes(`;${LOGIN};`) || body.includes(`"${LOGIN}"`);
  return response.status() < 400 && redirected;
}

const staffPagePatterns = staffRoutes().map((route) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`));
const db = e2eDatabase();
let canaries: Canaries;
let api: APIRequestContext;
const own = { email: `staff-access-${randomUUID().slice(0, 8)}@example.com`, password: 'staff-access-password-2026' };
const disabledAccount = {
  email: `disabled-${randomUUID().slice(0, 8)}@example.com`,
  password: 'disabled-staff-password-2026',
};
/** A live account with the `staff` role: everything but accounts and settings. */
const staffRoleAccount = {
  email: `staff-role-${randomUUID().slice(0, 8)}@example.com`,
  password: 'staff-role-password-2026',
};
/** Session cookies' values: live, expired, logged out (revoked as Logout does) and of a disabled account. */
let sessions: { live: string; expired: string; loggedOut: string; disabled: string };
/** A live session of staffRoleAccount. */
let staffRoleSession: string;

test.beforeAll(async ({ baseURL }) => {
  canaries = await plantCanaries(db);
  for (const account of [own, disabledAccount, staffRoleAccount]) {
    await upsertStaffAccount(db, account.email, account.password);
    await db.adminUser.update({ where: { email: account.email }, data: { locale: 'en' } });
  }
  await db.adminUser.update({ where: { email: staffRoleAccount.email }, data: { role: 'staff' } });
  api = await playwrightRequest.newContext({ baseURL });
  const live = (await e2eStaffCookie(baseURL!, own)).value;
  const token = await decode({ token: live, secret: SECRET, salt: COOKIE });
  expect(token?.sub, 'the test reads the server secret').toBeTruthy();
  const expired = await encode({ token: { ...token, expiresAt: Date.now() - 60_000 }, secret: SECRET, salt: COOKIE });
  const loggedOut = (await e2eStaffCookie(baseURL!, own)).value;
  const loggedOutSid = (await decode({ token: loggedOut, secret: SECRET, salt: COOKIE }))?.sid as string;
  expect(await revokeSession(db, loggedOutSid), 'the logged-out session is revoked').toBe(true);
  const disabled = (await e2eStaffCookie(baseURL!, disabledAccount)).value;
  await db.adminUser.update({ where: { email: disabledAccount.email }, data: { disabled: true } });
  sessions = { live, expired, loggedOut, disabled };
  staffRoleSession = (await e2eStaffCookie(baseURL!, staffRoleAccount)).value;
});

test.afterAll(async () => {
  await api?.dispose();
  await db.$disconnect();
});

test('every staff URL shows its canary to a live session and refuses every other one onto the sign-in page', async () => {
  test.setTimeout(300_000);
  const routes = staffRoutes();
  expect(
    routes.filter((route) => !CONTROLS[route]),
    'staff routes without a signed-in control',
  ).toEqual([]);
  const words = { ...canaries.words, own: own.email };
  const { live, ...refused } = sessions;

  const checked = routes.flatMap((route) => {
    const control = CONTROLS[route];
    return 'open' in control ? [] : [{ route, control, ...urlsOf(route, control, canaries) }];
  });
  // The controls: a live session sees each URL's canaries (as a document, where a page renders them).
  const missed: string[] = [];
  for (const { live: url, control } of checked) {
    const answer = await get(url, { Cookie: `${COOKIE}=${live}` });
    const absent = control.sees.filter((kind) => !answer.body.includes(words[kind].toLowerCase()));
    if (absent.length > 0) missed.push(`${url} -> ${answer.response.status()} ${answer.path}: no ${absent.join(', ')}`);
  }
  expect(missed, 'canaries a live session must see').toEqual([]);

  const failures: string[] = [];
  // Every refused session kind is sent to each route's canonical URL; the odd spellings of its id (`1.0`, `%2E`...)
  // go anonymously only: whether a spelling reaches the page is the router's, the same for every session, and each
  // session's refusal is already proved on the canonical URL.
  const sessionKinds = Object.entries({ anonymous: undefined, ...refused });
  const jobs = checked
    .flatMap(({ all }) =>
      all.map((url, index) => ({ url, kinds: index === 0 ? sessionKinds : sessionKinds.slice(0, 1) })),
    )
    .flatMap(({ url, kinds }) =>
      kinds.flatMap(([session, cookie]) =>
        Object.entries(modes).map(([mode, headers]) => async () => {
          const answer = await get(url, { ...headers, ...(cookie ? { Cookie: `${COOKIE}=${cookie}` } : {}) });
          const found = Object.values(words).filter((word) => answer.body.includes(word.toLowerCase()));
          if (found.length > 0 || !refusedRight(url, mode as keyof typeof modes, answer)) {
            failures.push(
              `${session} ${mode} ${url} -> ${answer.response.status()} at ${answer.path}${found.length ? ` with ${found.join(', ')}` : ', not the sign-in page'}`,
            );
          }
        }),
      ),
    );
  for (let start = 0; start < jobs.length; start += 8)
    await Promise.all(jobs.slice(start, start + 8).map((job) => job()));
  console.log(
    `staff data access: ${jobs.length} refused requests to ${checked.length} staff routes, ${CANARY_KINDS.length} kinds of canary`,
  );
  expect(failures).toEqual([]);
});

test('staff ids are canonical numbers: odd spellings are not found, even signed in', async () => {
  const headers = { Cookie: `${COOKIE}=${sessions.live}` };
  const id = canaries.ids.order;
  const canonical = await api.get(`/backoffice/orders/edit/${id}`, { headers, maxRedirects: 0 });
  expect(canonical.status()).toBe(200);
  expect(await canonical.text()).toContain(canaries.words.order);
  for (const odd of [`${id}.0`, `0${id}`, `${id}e0`, '%2E', `%2B${id}`]) {
    // `%2E` is a dot segment: the URL is normalized (a redirect to /backoffice/orders/edit) before it is not found.
    const { response, body } = await get(`/backoffice/orders/edit/${odd}`, headers);
    expect(response.status(), odd).toBe(404);
    expect(body, odd).not.toContain(canaries.words.order);
  }
});

/** A staff action's answer of success: `{ ok: true }`, or a staff form's saved state. */
const SUCCESS = /"ok":\s*true|"status":"done"/;

/**
 * Every server action in the build's manifest but the public ones is posted over HTTP, as React posts it, with the
 * arguments that change its canary: to a page that serves it and to `/` (Next forwards it). Anonymous posts are
 * stopped by the proxy (a redirect to sign-in); a revoked or disabled account's cookie passes the proxy and meets
 * the action's own check. None may answer success, an error or a canary, and no canary row may change.
 */
test('every server action of the build refuses anonymous, logged-out and disabled sessions and changes no row', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const actions = buildActions(canaries);
  expect(actions.length, 'server actions in .next/server/server-reference-manifest.json').toBeGreaterThan(20);
  const staffActions = actions.filter((action) => !PUBLIC_ACTIONS.includes(action.name));
  expect(
    staffActions.filter((action) => !ACTION_ARGUMENTS[action.name]).map((action) => `${action.file} ${action.name}`),
    'staff actions without arguments',
  ).toEqual([]);
  const origin = new URL(baseURL!).origin;
  const staffEmails = [own.email, disabledAccount.email];
  const before = await canaryState(db, canaries, staffEmails);
  const failures: string[] = [];
  for (const [session, value] of Object.entries({
    anonymous: undefined,
    loggedOut: sessions.loggedOut,
    disabled: sessions.disabled,
  })) {
    for (const action of staffActions) {
      for (const path of [action.path, '/']) {
        const answer = await postAction(
          api,
          origin,
          action,
          ACTION_ARGUMENTS[action.name](canaries),
          value && `${COOKIE}=${value}`,
          path,
        );
        const leaked = Object.values(canaries.words).filter((word) => answer.text.includes(word));
        if (answer.status >= 500 || SUCCESS.test(answer.text) || leaked.length > 0) {
          failures.push(
            `${session} ${action.name} at ${path} -> ${answer.status} ${leaked.join(', ')} ${answer.text.slice(0, 120)}`,
          );
        }
      }
    }
  }
  expect(failures, 'staff actions that answered a refused session with success or an error').toEqual([]);
  expect(await canaryState(db, canaries, staffEmails), 'rows changed by refused staff actions').toBe(before);

  // The control: the same posts with a live session do change the rows, as JSON and as a form, so the check can fail.
  for (const name of ['setReviewHiddenAction', 'setPartnershipStatusAction']) {
    const action = staffActions.find((candidate) => candidate.name === name)!;
    const answer = await postAction(
      api,
      origin,
      action,
      ACTION_ARGUMENTS[name](canaries),
      `${COOKIE}=${sessions.live}`,
    );
    expect(answer.text, `${name} with a live session`).toMatch(SUCCESS);
  }
  expect(await db.review.findUniqueOrThrow({ where: { id: canaries.ids.review } })).toMatchObject({ hidden: false });
  expect(await db.partnershipRequest.findUniqueOrThrow({ where: { id: canaries.ids.partnership } })).toMatchObject({
    status: 'declined',
  });
});

/**
 * A live session of a `staff` account (docs/decisions/11-staff-security.md §12) posts every admin-only action of the
 * build over HTTP with the arguments that change its canary, and opens the admin-only pages: no success, no canary
 * row changed, no account or settings data shown. The same session reads the orders (the control: it is live).
 */
test('a staff session calling an admin-only action or page gets nothing done', async ({ baseURL }) => {
  const actions = buildActions(canaries);
  expect(
    ADMIN_ACTIONS.filter((name) => !actions.some((action) => action.name === name)),
    'admin-only actions missing from the build',
  ).toEqual([]);
  const origin = new URL(baseURL!).origin;
  const cookie = `${COOKIE}=${staffRoleSession}`;
  const staffEmails = [own.email, disabledAccount.email, staffRoleAccount.email];
  const before = await canaryState(db, canaries, staffEmails);
  const failures: string[] = [];
  for (const action of actions.filter((candidate) => ADMIN_ACTIONS.includes(candidate.name))) {
    const answer = await postAction(api, origin, action, ACTION_ARGUMENTS[action.name](canaries), cookie);
    const leaked = Object.values(canaries.words).filter((word) => answer.text.includes(word));
    if (answer.status >= 500 || SUCCESS.test(answer.text) || leaked.length > 0)
      failures.push(`${action.name} -> ${answer.status} ${leaked.join(', ')} ${answer.text.slice(0, 120)}`);
  }
  expect(failures, 'admin-only actions a staff session got done').toEqual([]);
  expect(await canaryState(db, canaries, staffEmails), 'rows changed by a staff session').toBe(before);

  for (const url of ['/backoffice/accounts', '/backoffice/pickup-settings']) {
    const answer = await get(url, { Cookie: cookie });
    expect(answer.path, url).toBe('/backoffice');
    expect(answer.body, url).not.toContain(canaries.words.staff);
    expect(answer.body, url).not.toContain(canaries.words.settings);
  }
  const control = await get('/backoffice/orders', { Cookie: cookie });
  expect(control.body, 'a staff session reads the orders').toContain(canaries.words.order.toLowerCase());
});
