import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@/lib/db';
import { runMonthlyReports, sendPartnerReportAgain } from '@/lib/insights/monthly-report';
import { deliverDueEmails, transportFromEnv } from '@/lib/mail/sender';
import { seedDirectory } from '@/prisma/seed/directory';
import { mailTestBed } from '../../fixtures/smtp';

const bed = mailTestBed();
// 08:00 in Lisbon on 1 March 2026: the job reports on February.
const NOW = new Date('2026-03-01T08:00:00Z');
const day = (value: string) => new Date(`${value}T00:00:00Z`);
let partner: { id: number; name: string; email: string };

/** The PDF attached to a received message, decoded from its base64 MIME part. */
function pdfOf(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(raw);
  if (!part) throw new Error('No PDF attachment');
  return Buffer.from(part[1].replace(/\s/g, ''), 'base64');
}

beforeAll(async () => {
  const { db } = bed;
  await seedDirectory(db);
  await db.insightEvent.deleteMany();
  await db.partnerReportRun.deleteMany();
  partner = await db.partner.findUniqueOrThrow({
    where: { categorySlug_number: { categorySlug: 'boat-tours', number: 1 } },
    select: { id: true, name: true, email: true },
  });
  await db.partner.updateMany({ data: { reportEnabled: true, reportLocale: 'pt' } });
  const event = (name: string, on: string, visitor: string) => ({
    name,
    path: '/boat-tours/1',
    routeType: 'partner',
    partnerId: partner.id,
    categorySlug: 'boat-tours',
    locale: 'en',
    referrerClass: 'direct',
    device: 'mobile',
    visitor,
    day: day(on),
    createdAt: new Date(`${on}T12:00:00Z`),
  });
  await db.insightEvent.createMany({
    data: [
      // February: 7 views by 3 visitor-days (a, b on the 10th; a again on the 11th is a new day), 3 offer views, 2 clicks.
      ...['a', 'a', 'b', 'b', 'b'].map((visitor) => event('pageview', '2026-02-10', visitor)),
      ...['a2', 'a2'].map((visitor) => event('pageview', '2026-02-11', visitor)),
      ...['a', 'b', 'a2'].map((visitor) => event('offer-view', '2026-02-10', visitor)),
      ...['a', 'b'].map((visitor) => event('external-booking-click', '2026-02-10', visitor)),
      // January: 4 views.
      ...['c', 'c', 'd', 'e'].map((visitor) => event('pageview', '2026-01-20', visitor)),
    ],
  });
  await db.bookingRequest.deleteMany({ where: { partnerId: partner.id } });
  await db.bookingRequest.create({
    data: {
      partnerId: partner.id,
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+351 912 345 678',
      partySize: 2,
      message: 'Hello',
      createdAt: new Date('2026-02-14T10:00:00Z'),
    },
  });
  await db.review.deleteMany({ where: { partnerId: partner.id } });
  await db.review.create({
    data: {
      partnerId: partner.id,
      rating: 5,
      authorName: 'Ana',
      comment: 'Great',
      createdAt: new Date('2026-02-15T10:00:00Z'),
    },
  });
});

describe('the monthly partner report (docs/decisions/16-insights.md §4)', () => {
  it('sends exactly one report per partner with an e-mail even when two processes run the job at once', async () => {
    const { db, smtp } = bed;
    const eligible = await db.partner.findMany({
      where: { reportEnabled: true, isVisible: true, isDraft: false, email: { not: '' } },
      select: { email: true },
    });
    expect(eligible.length).toBeGreaterThan(5);
    const [processA, processB] = [createPrismaClient(), createPrismaClient()];
    try {
      const queued = await Promise.all([runMonthlyReports(processA, NOW), runMonthlyReports(processB, NOW)]);
      expect(queued[0] + queued[1]).toBe(eligible.length);
      expect(await runMonthlyReports(processA, new Date('2026-03-02T08:00:00Z'))).toBe(0);
    } finally {
      await Promise.all([processA.$disconnect(), processB.$disconnect()]);
    }
    await deliverDueEmails(db, { transport: transportFromEnv(smtp.url), limit: 200 });
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(eligible.map((entry) => entry.email).sort());
    expect(await db.partnerReportRun.count({ where: { month: day('2026-02-01') } })).toBe(eligible.length);
  });

  it('writes the partner’s figures in its language, in the e-mail and in the attached PDF with a chart', async () => {
    const { db, smtp } = bed;
    expect(await sendPartnerReportAgain(db, partner.id, '2026-02')).toBe(true);
    await deliverDueEmails(db, { transport: transportFromEnv(smtp.url) });
    const mail = smtp.received.find((entry) => entry.to[0] === partner.email)!;
    expect(mail.header('subject')).toBe(`${partner.name}: os seus números de fevereiro de 2026`);
    const parser = new PDFParse({ data: new Uint8Array(pdfOf(mail.raw)) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain(partner.name);
    expect(text).toMatch(/Visualizações da sua página 7 4 \+75%/);
    // The long label wraps (hyphenated) in its column.
    expect(text).toMatch(/Visitantes \(soma dos visitantes úni-? ?cos diários\) 3 3 =/);
    expect(text).toMatch(/Oferta para membros vista 3 0 novo/);
    expect(text).toMatch(/Pedidos de reserva 1 0 novo/);
    expect(text).toMatch(/Cliques na sua ligação de reserva 2 0 novo/);
    expect(text).toMatch(/Avaliações escritas 1 0 novo/);
    expect(text).toContain('Visualizações da sua página por mês');
    expect(
      await db.partnerReportRun.findUnique({
        where: { partnerId_month: { partnerId: partner.id, month: day('2026-02-01') } },
      }),
    ).toMatchObject({ sentCount: 2 });
  });

  it('sends nothing to a partner whose reports staff turned off, nor after the first days of the month', async () => {
    const { db } = bed;
    await db.partner.update({ where: { id: partner.id }, data: { reportEnabled: false } });
    expect(await runMonthlyReports(db, new Date('2026-04-01T08:00:00Z'))).toBeGreaterThan(0);
    expect(
      await db.partnerReportRun.findUnique({
        where: { partnerId_month: { partnerId: partner.id, month: day('2026-03-01') } },
      }),
    ).toBeNull();
    expect(await runMonthlyReports(db, new Date('2026-05-12T08:00:00Z'))).toBe(0);
  });
});
