import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@/lib/db';
import {
  changeBlackoutDate,
  MAX_BLACKOUT_DATES,
  MAX_SPECIAL_DAYS,
  proposeTexts,
  readManagedPage,
  removeSpecialDay,
  saveManagedHours,
  saveSpecialDay,
  type ProposedTexts,
} from '@/lib/membership/partners/partner-page';
import { saveOfferRules } from '@/lib/membership/partners/partner-users';
import { decideProposal } from '@/lib/membership/partners/staff-proposals';
import { week } from '@/prisma/seed/directory/types';
import { createTestPartner } from '../../fixtures/partners';

// docs/membership.md "The partner keeps its page": only a manager writes, only to its own partner, each change in the
// activity log with who made it; texts wait for staff, who approve them (public at once) or send them back.
const db = createPrismaClient();
afterAll(() => db.$disconnect());

let ours: { id: number };
let theirs: { id: number };
let manager: { userId: number; partnerId: number; email: string };
let counter: typeof manager;
const closedDay = { date: '2026-12-25', hours: { kind: 'closed' as const } };
const texts: ProposedTexts = {
  description: { en: '', fr: '', pt: 'Peixe grelhado na marina.' },
  offerLines: { en: [], fr: [], pt: ['10% de desconto no jantar'] },
};

beforeAll(async () => {
  ours = await createTestPartner(db, 'managed', { offerRules: { maxPerCard: { count: 2, per: 'day' } } });
  theirs = await createTestPartner(db, 'other');
  const user = (partnerId: number, role: string) =>
    db.partnerUser.create({ data: { partnerId, email: `${role}-${partnerId}-${Date.now()}@example.com`, role } });
  const [m, c] = [await user(ours.id, 'manager'), await user(ours.id, 'counter')];
  manager = { userId: m.id, partnerId: ours.id, email: m.email };
  counter = { userId: c.id, partnerId: ours.id, email: c.email };
});

const stored = (id: number) => db.partner.findUniqueOrThrow({ where: { id } });
const activity = (partnerUserId: number) =>
  db.staffActivity.findMany({
    where: { partnerUserId },
    orderBy: { id: 'asc' },
    select: { action: true, target: true },
  });

describe('who may keep the page', () => {
  it('a counter-only user, a manager naming another partner and a disabled manager write nothing', async () => {
    const before = [await stored(ours.id), await stored(theirs.id)];
    const hours = { openingHours: week('09:00-12:00'), seasons: [] };
    const strangers = [counter, { ...manager, partnerId: theirs.id }];
    for (const who of strangers) {
      expect(await readManagedPage(db, who)).toBeNull();
      expect(await saveManagedHours(db, who, hours)).toBe(false);
      expect(await saveSpecialDay(db, who, closedDay)).toBe(false);
      expect(await changeBlackoutDate(db, who, { add: '2026-12-31' })).toBe(false);
      expect(await proposeTexts(db, who, texts)).toBe(false);
    }
    await db.partnerUser.update({ where: { id: manager.userId }, data: { disabled: true } });
    expect(await saveManagedHours(db, manager, hours)).toBe(false);
    await db.partnerUser.update({ where: { id: manager.userId }, data: { disabled: false } });
    expect([await stored(ours.id), await stored(theirs.id)]).toEqual(before);
    expect(await db.partnerProposal.count({ where: { partnerId: { in: [ours.id, theirs.id] } } })).toBe(0);
    expect(await activity(counter.userId)).toEqual([]);
    expect(await activity(manager.userId)).toEqual([]);
  });
});

describe('a manager', () => {
  it('publishes hours, seasons and special days at once, and logs each change', async () => {
    const winter = { kind: 'closed' as const, from: '01-05', to: '02-10' };
    expect(await saveManagedHours(db, manager, { openingHours: week('12:00-23:00'), seasons: [winter] })).toBe(true);
    expect(await saveSpecialDay(db, manager, closedDay)).toBe(true);
    const evening = {
      date: '2026-12-25',
      hours: { kind: 'ranges' as const, ranges: [{ open: '19:00', close: '23:00' }] },
    };
    expect(await saveSpecialDay(db, manager, evening)).toBe(true);
    expect(await saveSpecialDay(db, manager, { date: '2026-12-24', hours: { kind: 'closed' } })).toBe(true);
    expect(await removeSpecialDay(db, manager, '2026-12-24')).toBe(true);
    const page = await readManagedPage(db, manager);
    expect(page).toMatchObject({ hours: week('12:00-23:00'), seasons: [winter], specialDays: [evening] });
    expect((await activity(manager.userId)).map((entry) => entry.action)).toEqual([
      'partner-page.hours',
      'partner-page.special-days',
      'partner-page.special-days',
      'partner-page.special-days',
      'partner-page.special-days',
    ]);
    expect((await activity(manager.userId))[0].target).toBe(`partner:${ours.id}`);
  });

  it('keeps at most MAX_SPECIAL_DAYS special days', async () => {
    const days = Array.from({ length: MAX_SPECIAL_DAYS }, (_, index) => ({
      date: `2027-${String(Math.floor(index / 28) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
      hours: { kind: 'closed' as const },
    }));
    await db.partner.update({ where: { id: ours.id }, data: { specialDays: days } });
    expect(await saveSpecialDay(db, manager, { date: '2028-01-01', hours: { kind: 'closed' } })).toBe('full');
    expect(await saveSpecialDay(db, manager, days[0])).toBe(true);
    expect((await readManagedPage(db, manager))!.specialDays).toHaveLength(MAX_SPECIAL_DAYS);
    await db.partner.update({ where: { id: ours.id }, data: { specialDays: [] } });
  });

  it('adds and removes blackout dates, keeping the rules staff set', async () => {
    expect(await changeBlackoutDate(db, manager, { add: '2026-12-31' })).toBe(true);
    expect(await changeBlackoutDate(db, manager, { add: '2026-12-24' })).toBe(true);
    expect((await stored(ours.id)).offerRules).toEqual({
      maxPerCard: { count: 2, per: 'day' },
      blackoutDates: ['2026-12-24', '2026-12-31'],
    });
    await changeBlackoutDate(db, manager, { remove: '2026-12-24' });
    await changeBlackoutDate(db, manager, { remove: '2026-12-31' });
    expect((await stored(ours.id)).offerRules).toEqual({ maxPerCard: { count: 2, per: 'day' } });
    const many = Array.from({ length: MAX_BLACKOUT_DATES }, (_, day) =>
      new Date(Date.UTC(2031, 0, 1 + day)).toISOString().slice(0, 10),
    );
    await db.partner.update({ where: { id: ours.id }, data: { offerRules: { blackoutDates: many } } });
    expect(await changeBlackoutDate(db, manager, { add: '2032-01-01' })).toBe('full');
    await db.partner.update({ where: { id: ours.id }, data: { offerRules: { maxPerCard: { count: 2, per: 'day' } } } });
  });

  it('changes made at the same moment never write over each other (the partner row is locked)', async () => {
    const dates = Array.from({ length: 8 }, (_, day) => `2033-03-0${day + 1}`);
    expect(await Promise.all(dates.map((date) => changeBlackoutDate(db, manager, { add: date })))).toEqual(
      dates.map(() => true),
    );
    expect((await stored(ours.id)).offerRules).toMatchObject({ blackoutDates: dates });
    await db.partner.update({ where: { id: ours.id }, data: { offerRules: { maxPerCard: { count: 2, per: 'day' } } } });
  });

  it("a staff save over the manager's change is refused, never undoes it", async () => {
    const opened = (await stored(ours.id)).updatedAt.toISOString();
    expect(await changeBlackoutDate(db, manager, { add: '2026-12-31' })).toBe(true);
    const staffRules = { maxPerCard: { count: 1, per: 'stay' as const } };
    expect(await saveOfferRules(db, ours.id, staffRules, opened)).toBe('changed');
    expect((await stored(ours.id)).offerRules).toMatchObject({ blackoutDates: ['2026-12-31'] });
    const current = (await stored(ours.id)).updatedAt.toISOString();
    expect(await saveOfferRules(db, ours.id, { ...staffRules, blackoutDates: ['2026-12-31'] }, current)).toBe(true);
    await db.partner.update({ where: { id: ours.id }, data: { offerRules: { maxPerCard: { count: 2, per: 'day' } } } });
  });

  it('proposes texts that wait for staff: a new proposal replaces the waiting one; approved, they are public', async () => {
    expect(await proposeTexts(db, manager, { ...texts, description: { ...texts.description, pt: 'Primeira' } })).toBe(
      true,
    );
    expect(await proposeTexts(db, manager, texts)).toBe(true);
    const pending = await db.partnerProposal.findMany({ where: { partnerId: ours.id } });
    expect(pending).toHaveLength(1);
    expect((await stored(ours.id)).descriptionPt).toBe('D');
    const admin = await db.adminUser.create({ data: { email: `decide-${Date.now()}@example.com`, passwordHash: 'x' } });
    const decision = { partnerId: ours.id, proposalId: pending[0].id, approve: true, note: '', adminId: admin.id };
    // Another partner's id with this proposal decides nothing.
    expect(await decideProposal(db, { ...decision, partnerId: theirs.id })).toBe(false);
    expect(await decideProposal(db, decision)).toBe(true);
    expect(await decideProposal(db, decision)).toBe(false);
    expect(await stored(ours.id)).toMatchObject({
      descriptionPt: 'Peixe grelhado na marina.',
      descriptionEn: '',
      offerLines: { en: [], fr: [], pt: ['10% de desconto no jantar'] },
    });
    expect((await readManagedPage(db, manager))!.proposal).toMatchObject({ status: 'approved' });
  });

  it('reads a proposal sent back with the team note', async () => {
    await proposeTexts(db, manager, texts);
    const { id } = await db.partnerProposal.findFirstOrThrow({ where: { partnerId: ours.id, status: 'pending' } });
    const admin = await db.adminUser.findFirstOrThrow({ orderBy: { id: 'desc' } });
    await decideProposal(db, {
      partnerId: ours.id,
      proposalId: id,
      approve: false,
      note: ' Falta o inglês ',
      adminId: admin.id,
    });
    expect((await readManagedPage(db, manager))!.proposal).toMatchObject({
      status: 'returned',
      note: 'Falta o inglês',
    });
  });
});
