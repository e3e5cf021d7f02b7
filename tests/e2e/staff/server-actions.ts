// The build's server actions, read from Next's server-reference manifest, and how to post one over HTTP the way
// React's client does (encodeReply from the React copy Next ships), for the staff-data tests.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
// @ts-expect-error Next's compiled React client has no type declarations; encodeReply is React's own encoder.
import { encodeReply } from 'next/dist/compiled/react-server-dom-webpack/client.edge.js';
import { lisbonDay } from '../support/shop';
import type { Canaries } from './staff-canaries';

export type ServerAction = { id: string; name: string; file: string; path: string };

/** Actions anyone may call (the public forms, signing in and out, the session-expiry check); all others are staff's. */
export const PUBLIC_ACTIONS = [
  'placeOrder',
  'createReview',
  'createBookingRequest',
  'sendContactMessage',
  'sendPartnershipRequest',
  'loginAction',
  'logoutAction',
  'sessionExpiryAction',
  'requestPartnerLinkAction',
  'partnerSignOutAction',
  'requestCardAgainAction',
  'forgotPasswordAction',
  'setPasswordAction',
];

/**
 * Actions only an admin may call (docs/decisions/11-staff-security.md §12: staff accounts and settings): a session of
 * a `staff` account gets nothing done with any of them.
 */
export const ADMIN_ACTIONS = [
  'inviteStaffAction',
  'setStaffRoleAction',
  'setStaffDisabledAction',
  'resetStaffTwoFactorAction',
  'savePickupPlaceAction',
  'addClosedDateAction',
  'removeClosedDateAction',
  'openHolidayAction',
  'createPickupPlaceAction',
];

const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  return data;
};

/**
 * Arguments for each staff action, aimed at the canaries, that the action takes with a live session (the large
 * edit forms get the id of the row they would change). A staff action in the build without an entry fails the test.
 */
export const ACTION_ARGUMENTS: Record<string, (c: Canaries) => unknown[]> = {
  saveProductAction: (c) => [null, form({ id: c.ids.product, version: 1 })],
  deleteProductAction: (c) => [null, form({ id: c.ids.product })],
  setProductEnabledAction: (c) => [null, form({ id: c.ids.product, enabled: 'true' })],
  adjustStockAction: (c) => [null, form({ productId: c.ids.product, delta: 5 })],
  changeOrderStatusAction: (c) => [null, form({ orderId: c.ids.order, status: 'cancelled' })],
  setReviewHiddenAction: (c) => [null, form({ id: c.ids.review, hidden: 'false' })],
  setInboxStatusAction: (c) => [null, form({ kind: 'contact', id: c.ids.contact, status: 'handled' })],
  retryEmailAction: (c) => [null, form({ id: c.ids.email })],
  resendOrderEmailAction: (c) => [null, form({ orderId: c.ids.order, template: 'order-confirmation' })],
  savePickupPlaceAction: (c) => [null, form({ id: c.ids.place, capacity: 9 })],
  addClosedDateAction: (c) => [null, form({ placeId: c.ids.place, date: lisbonDay(56), note: 'added' })],
  removeClosedDateAction: (c) => [null, form({ id: c.ids.closed })],
  openHolidayAction: (c) => [null, form({ placeId: c.ids.place, date: lisbonDay(57) })],
  createPickupPlaceAction: () => [
    null,
    form({ name: 'Canary place', address: 'Rua da Canária 1', municipality: 'Loulé' }),
  ],
  setStaffLanguageAction: () => [null, form({ locale: 'pt' })],
  saveCategoryAction: () => [null, form({ slug: 'boat-tours' })],
  saveTownAction: () => [null, form({ id: 0 })],
  setPartnershipStatusAction: (c) => [null, form({ id: c.ids.partnership, status: 'declined' })],
  savePartnerAction: (c) => [null, form({ id: c.ids.draft })],
  partnerCommandAction: (c) => [null, form({ id: c.ids.hidden, command: 'delete' })],
  createPartnerFromRequestAction: (c) => [form({ requestId: c.ids.partnership })],
  setPartnerReportAction: (c) => [form({ partnerId: c.ids.draft, enabled: 'false', locale: 'en' })],
  sendPartnerReportAgainAction: (c) => [form({ partnerId: c.ids.draft, month: lisbonDay().slice(0, 7) })],
  extendSessionAction: () => [],
  beginTwoFactorAction: () => [],
  confirmTwoFactorAction: () => [null, form({ code: '000000' })],
  disableTwoFactorAction: () => [null, form({ code: '000000' })],
  regenerateRecoveryCodesAction: () => [null, form({ code: '000000' })],
  issueCardAction: () => [
    null,
    form({
      guestName: 'Canary guest',
      email: 'canary-guest@example.com',
      locale: 'en',
      arrival: lisbonDay(),
      departure: lisbonDay(3),
      partySize: 2,
      property: '',
    }),
  ],
  issueOwnerCardAction: () => [
    null,
    form({
      guestName: 'Canary owner',
      email: 'canary-owner@example.com',
      locale: 'pt',
      arrival: lisbonDay(),
      departure: lisbonDay(365),
      partySize: 2,
      property: 'Casa Canária',
    }),
  ],
  renewOwnerCardAction: (c) => [null, form({ id: c.ids.ownerCard })],
  handOverCardAction: (c) => [null, form({ id: c.ids.card, channel: 'link' })],
  revokeCardAction: (c) => [null, form({ id: c.ids.card, revoked: 'true' })],
  extendCardAction: (c) => [null, form({ id: c.ids.card, departure: lisbonDay(9) })],
  resendCardAction: (c) => [null, form({ id: c.ids.card })],
  readStaysFileAction: () => [null, form({ file: 'not a file' })],
  importStaysAction: () => [
    null,
    form({
      csv: `name,email,arrival,departure,people\nCanary,canary-import@example.com,${lisbonDay()},${lisbonDay(2)},2`,
      'map-guestName': 'name',
      'map-email': 'email',
      'map-arrival': 'arrival',
      'map-departure': 'departure',
      'map-partySize': 'people',
    }),
  ],
  addBookingFeedAction: () => [
    null,
    form({ property: 'Canary feed', url: 'http://127.0.0.1:9/canary.ics', locale: 'en', graceHours: 48 }),
  ],
  setBookingFeedGraceAction: (c) => [null, form({ id: c.ids.feed, graceHours: 1 })],
  removeBookingFeedAction: (c) => [null, form({ id: c.ids.feed })],
  readBookingFeedAction: (c) => [null, form({ id: c.ids.feed })],
  invitePartnerUserAction: (c) => [null, form({ partnerId: c.ids.draft, email: 'canary-counter@example.com' })],
  removePartnerUserAction: (c) => [null, form({ partnerId: c.ids.draft, userId: c.ids.counterUser })],
  setPartnerUserLocaleAction: (c) => [null, form({ partnerId: c.ids.draft, userId: c.ids.counterUser, locale: 'fr' })],
  inviteStaffAction: () => [null, form({ email: 'canary-invite@example.com', role: 'admin', locale: 'pt' })],
  setStaffRoleAction: (c) => [null, form({ id: c.ids.staff, role: 'staff' })],
  setStaffDisabledAction: (c) => [null, form({ id: c.ids.staff, disabled: 'true' })],
  resetStaffTwoFactorAction: (c) => [null, form({ id: c.ids.staff })],
  saveOfferRulesAction: (c) => [null, form({ partnerId: c.ids.draft, maxCount: 1, maxPer: 'day', blackoutDates: '' })],
  setPartnerUserRoleAction: (c) => [null, form({ partnerId: c.ids.draft, userId: c.ids.counterUser, role: 'manager' })],
  decideProposalAction: (c) => [null, form({ partnerId: c.ids.draft, proposalId: 1, decision: 'approve', note: '' })],
  // The partner manager's page actions (a partner session, never a staff one: tests/e2e/membership/partner-page.spec.ts
  // posts them with partner sessions); the partner comes from the session, so these aim at no canary by id.
  saveManagedHoursAction: () => [null, form({ locale: 'en', openingHours: '{}', seasons: '[]' })],
  saveSpecialDayAction: () => [null, form({ locale: 'en', date: '2030-12-24', kind: 'closed' })],
  removeSpecialDayAction: () => [null, form({ locale: 'en', date: '2030-12-24' })],
  changeBlackoutDateAction: () => [null, form({ locale: 'en', date: '2030-12-31', change: 'add' })],
  proposeTextsAction: () => [null, form({ locale: 'en', descriptionPt: 'x' })],
  answerBookingAction: () => [null, form({ locale: 'en', id: 1, answer: 'declined', note: '' })],
  setBookingModeAction: (c) => [null, form({ partnerId: c.ids.draft, direct: 'on', answerHours: 12 })],
};

/** Every server action of the last build, with a page that serves it (its first worker, ids filled in). */
export function buildActions(canaries: Canaries): ServerAction[] {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown>; filename: string; exportedName: string }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const page = Object.keys(entry.workers)[0];
    const segments = page
      .replace(/^app\//, '')
      .replace(/\/page$/, '')
      .split('/')
      .filter((segment) => !/^\(.*\)$/.test(segment) && segment !== '[locale]');
    const path = `/${segments.map((segment) => (/^\[.+\]$/.test(segment) ? String(canaries.ids.draft) : segment)).join('/')}`;
    return { id, name: entry.exportedName, file: entry.filename, path };
  });
}

/** Posts `action` with `args` to `path` (by default a page that serves it) as React's client would; returns the status and text. */
export async function postAction(
  api: APIRequestContext,
  origin: string,
  action: ServerAction,
  args: unknown[],
  cookie?: string,
  path = action.path,
) {
  const body: string | FormData = await encodeReply(args);
  const headers = {
    'Next-Action': action.id,
    Accept: 'text/x-component',
    Origin: origin,
    ...(cookie ? { Cookie: cookie } : {}),
  };
  const response =
    typeof body === 'string'
      ? await api.post(path, {
          headers: { ...headers, 'Content-Type': 'text/plain;charset=UTF-8' },
          data: body,
          maxRedirects: 0,
        })
      : await api.post(path, { headers, multipart: body, maxRedirects: 0 });
  return { status: response.status(), text: await response.text() };
}
