import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPartner } from '../../fixtures/partners';

// docs/membership.md "Offer rules", docs/architecture.md "One action toolkit": the staff action of the offer-rules
// form answers the wrong field in words about it and sends back everything typed (the form shows it again).

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { saveOfferRulesAction } = await import('@/lib/membership/partners/staff-partner-actions');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');
const { postedForm } = await import('../../fixtures/staff-forms');

const db = createPrismaClient();
afterAll(() => db.$disconnect());
let partnerId: number;

beforeAll(async () => {
  const admin = await upsertStaffAccount(db, `rules-${Date.now().toString(36)}@example.com`, 'correct horse battery');
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(admin.id));
  const partner = await createTestPartner(db, 'rules', { offerRules: { maxPerCard: { count: 3, per: 'stay' } } });
  partnerId = partner.id;
});

const typed = {
  stayOnly: true,
  maxCount: '1',
  maxPer: 'day',
  blackoutDates: '2026-12-25',
  minPartySize: '6',
  maxPartySize: '4',
};

function rulesForm(fields: Record<string, unknown>, weekdays: string[] = []) {
  const form = postedForm({ partnerId, ...fields });
  for (const day of weekdays) form.append('weekdays', day);
  return form;
}

describe('the offer-rules form refused', () => {
  it('names the largest party in words about party sizes and sends back every field as typed', async () => {
    const state = await saveOfferRulesAction({ status: 'idle' }, rulesForm(typed, ['fri', 'sat']));
    expect(state).toEqual({
      status: 'refused',
      error: 'Corrija os campos assinalados',
      fieldErrors: { maxPartySize: 'O número máximo de pessoas não pode ser menor do que o mínimo' },
      values: { ...typed, stayOnly: 'on', weekdays: ['fri', 'sat'] },
    });
    // Nothing saved: the partner keeps its rules.
    expect((await db.partner.findUniqueOrThrow({ where: { id: partnerId } })).offerRules).toEqual({
      maxPerCard: { count: 3, per: 'stay' },
    });
  });

  it('names a count out of 1-99 on its own field', async () => {
    const state = await saveOfferRulesAction(
      { status: 'idle' },
      rulesForm({ ...typed, maxCount: '0', maxPartySize: '' }),
    );
    expect(state).toMatchObject({ status: 'refused', fieldErrors: { maxCount: 'Um número inteiro de 1 a 99' } });
  });

  it('saves "1 per day" once the fields are right', async () => {
    const state = await saveOfferRulesAction({ status: 'idle' }, rulesForm({ ...typed, maxPartySize: '8' }, ['fri']));
    expect(state.status).toBe('done');
    expect((await db.partner.findUniqueOrThrow({ where: { id: partnerId } })).offerRules).toEqual({
      stayOnly: true,
      maxPerCard: { count: 1, per: 'day' },
      weekdays: ['fri'],
      blackoutDates: ['2026-12-25'],
      minPartySize: 6,
      maxPartySize: 8,
    });
  });
});
