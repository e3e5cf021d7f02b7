// docs/deploy.md "The public origin": behind a proxy, Next.js hands the app a request URL on the server's own address
// (localhost:<PORT>) while the browser is on SITE_URL. Every redirect and link must name SITE_URL. Requests here are
// made the way Next.js makes them: URL on localhost, Host as nginx passed it on.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';

const PUBLIC = 'https://rewards.example';
const SERVER = 'http://localhost:3100';
vi.stubEnv('SITE_URL', PUBLIC);
const proxied = { host: 'localhost:3100', 'x-forwarded-proto': 'https' };

// Auth.js reads a page's request through next/headers: the partner's browser, through the proxy.
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  headers: async () => new Headers(proxied),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
}));

const { createPrismaClient } = await import('@/lib/db');
const { queuePartnerSignInLink } = await import('@/lib/partner-auth/auth-js');
const partnerRoute = await import('@/app/api/partner-auth/[...nextauth]/route');
const { default: proxy } = await import('@/proxy');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

/** A request as Next.js hands it to a route or the proxy behind nginx: on the server's own address. */
const serverRequest = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, SERVER), { headers: { ...proxied, ...headers } });

describe('the public origin (docs/deploy.md)', () => {
  it("a partner's e-mailed sign-in link signs in on SITE_URL and lands on its counter in its language", async () => {
    const run = Date.now().toString(36);
    const text = { titleEn: 'Origin', titleFr: 'Origin', titlePt: 'Origin', image: '' };
    const category = await db.category.upsert({
      where: { slug: 'origin-test' },
      create: { slug: 'origin-test', position: 99, ...text, descriptionEn: '', descriptionFr: '', descriptionPt: '' },
      update: {},
    });
    const partner = await db.partner.create({
      data: {
        name: `Origin ${run}`,
        number: 7000,
        categorySlug: category.slug,
        descriptionEn: '',
        descriptionFr: '',
        descriptionPt: '',
        offerType: 'none',
        offerLines: {},
        openingHours: {},
      },
    });
    const email = `origin-${run}@example.com`;
    await db.partnerUser.create({ data: { partnerId: partner.id, email, locale: 'fr' } });

    await queuePartnerSignInLink(email, '/fr/partner', true);
    const sent = await db.outboxEmail.findFirstOrThrow({ where: { to: email, template: 'partner-sign-in' } });
    expect(sent.locale).toBe('fr');
    const link = new URL(
      sent.html!.match(/https?:\/\/[^"]+\/api\/partner-auth\/callback\/nodemailer\?[^"]+/)![0].replace(/&amp;/g, '&'),
    );
    expect(link.origin).toBe(PUBLIC);

    const answer = await partnerRoute.GET(serverRequest(`${link.pathname}${link.search}`));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${PUBLIC}/fr/partner`);
    // Served over https (the proxy says so): the session cookie carries the __Secure- prefix, like the staff's.
    const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('__Secure-partner-session='));
    expect(session, answer.headers.getSetCookie().join('\n')).toMatch(/;\s*Secure/i);
  });

  it('a used link goes back to the sign-in page on SITE_URL', async () => {
    const answer = await partnerRoute.GET(
      serverRequest('/api/partner-auth/callback/nodemailer?token=used&email=nobody%40example.com'),
    );
    expect(new URL(answer.headers.get('location')!).origin).toBe(PUBLIC);
  });

  it("the proxy's redirects name SITE_URL: staff sign-in and the guest's language", async () => {
    const staff = await proxy(serverRequest('/backoffice/orders?status=pending'));
    expect(staff.headers.get('location')).toBe(
      `${PUBLIC}/backoffice/login?callbackUrl=%2Fbackoffice%2Forders%3Fstatus%3Dpending`,
    );
    const guest = await proxy(serverRequest('/checkout/complete/CD123?t=1.sig', { 'accept-language': 'pt-PT,pt' }));
    expect(guest.headers.get('location')).toBe(`${PUBLIC}/pt/checkout/complete/CD123?t=1.sig`);
  });
});
