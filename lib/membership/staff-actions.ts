'use server';

import { translateMessage } from '@/lib/actions/messages';
import type { ActionResult } from '@/lib/actions/result';
import { noField, staffForm } from '@/lib/actions/staff-form';
import { prisma } from '@/lib/db';
import { formatDayInWords } from '@/lib/i18n/format';
import { calendarDay } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import { memberCardFields, memberCardSchema } from './cards/card-schema';
import { extendCard, issueCards, resendCardEmail, setCardRevoked } from './cards/cards';
import { DATE_FORMATS, type DateFormat } from './stays/import-dates';
import {
  dateFormatsOf,
  IMPORT_FIELDS,
  importStays,
  MAX_IMPORT_BYTES,
  previewRows,
  readStaysCsv,
  savedMapping,
  suggestMapping,
  type ColumnMapping,
} from './stays/stay-import';

/*
 * The backoffice's member card actions (docs/membership.md "Membership for a stay"): each is a staffForm action (the staff session first), answers in the staff member's language, logs the card event in the activity log, and posts
 * without JavaScript.
 */

const PAGE = '/backoffice/members';
const cardId = z.uuid('invalidRequest');

/** Issues one card from the form's fields (memberCardFields) and e-mails the guest. */
export const issueCardAction = staffForm({
  fields: memberCardFields,
  schema: memberCardSchema,
  keepTyped: true,
  refresh: () => PAGE,
  run: async (card, { audit, t }) => {
    const [id] = await issueCards(prisma, [card]);
    audit('member-card.issue', `member-card:${id}`, { arrival: card.arrival, departure: card.departure });
    return { ok: true, data: t('BackofficeMembers.issued', { email: card.email }) };
  },
});

/** Revokes a card (`revoked` "true") or restores it ("false"): fields `id`, `revoked`. */
export const revokeCardAction = staffForm({
  fields: ['id', 'revoked'],
  schema: z.object({ id: cardId, revoked: z.enum(['true', 'false']) }),
  fieldOf: noField,
  refresh: () => PAGE,
  run: async (form, { audit, t }) => {
    const revoked = form.revoked === 'true';
    if (!(await setCardRevoked(prisma, form.id, revoked))) return { ok: false, error: 'ActionErrors.notFound' };
    audit(revoked ? 'member-card.revoke' : 'member-card.restore', `member-card:${form.id}`);
    return { ok: true, data: t(revoked ? 'BackofficeMembers.revoked' : 'BackofficeMembers.restored') };
  },
});

/** Moves a card's departure and e-mails the guest the card again: fields `id`, `departure` (YYYY-MM-DD). */
export const extendCardAction = staffForm({
  fields: ['id', 'departure'],
  schema: z.object({ id: cardId, departure: calendarDay() }),
  fieldOf: (path) => (path[0] === 'departure' ? 'departure' : undefined),
  refresh: () => PAGE,
  run: async ({ id, departure }, { audit, t }) => {
    const outcome = await extendCard(prisma, id, departure);
    if (outcome === 'not-found') return { ok: false, error: 'ActionErrors.notFound' };
    if (outcome === 'before-arrival' || outcome === 'too-long')
      return {
        ok: false,
        error: 'fixFields',
        fieldErrors: { departure: outcome === 'too-long' ? 'stayTooLong' : 'departureBeforeArrival' },
      };
    audit('member-card.extend', `member-card:${id}`, { departure });
    return { ok: true, data: t('BackofficeMembers.extended') };
  },
});

/** E-mails the guest the card again: field `id`. */
export const resendCardAction = staffForm({
  fields: ['id'],
  schema: z.object({ id: cardId }),
  fieldOf: noField,
  run: async ({ id }, { audit, t }) => {
    if (!(await resendCardEmail(prisma, id))) return { ok: false, error: 'ActionErrors.notFound' };
    audit('member-card.resend', `member-card:${id}`);
    return { ok: true, data: t('BackofficeMembers.resent') };
  },
});

/** The first rows of a file as one date format reads them: each date in words, or as written when it does not read. */
export type StaysPreview = {
  dateFormat: DateFormat;
  rows: { line: number; guestName: string; arrival: string; departure: string; unread: boolean }[];
};

/**
 * What reading an export answers: its text (posted again with the mapping), its headings, the mapping to offer, the
 * date formats its dates read in (two: staff choose) and its first rows as each of them reads them.
 */
export type StaysFile = {
  csv: string;
  headings: string[];
  mapping: ColumnMapping;
  rows: number;
  dateFormats: DateFormat[];
  preview: StaysPreview[];
};

/**
 * Reads a booking export (field `file`, CSV, at most 1 MB and 1000 rows), offers a column mapping and shows its first
 * rows with the dates in words in the staff member's language, in each format the file's dates read in.
 */
export const readStaysFileAction = staffForm({
  fields: [],
  schema: z.object({}),
  keepData: true,
  run: async (_fields, { staff }, formData): Promise<ActionResult<StaysFile>> => {
    const file = formData.get('file');
    if (!(file instanceof File) || file.size === 0)
      return { ok: false, error: 'fixFields', fieldErrors: { file: 'required' } };
    if (file.size > MAX_IMPORT_BYTES)
      return { ok: false, error: 'fixFields', fieldErrors: { file: 'BackofficeMembers.import.tooBig' } };
    const csv = await file.text();
    const read = readStaysCsv(csv);
    if ('error' in read)
      return { ok: false, error: 'fixFields', fieldErrors: { file: `BackofficeMembers.import.${read.error}` } };
    const mapping = suggestMapping(read.headings, await savedMapping(prisma));
    const dateFormats = dateFormatsOf(read.rows, mapping);
    const preview = (dateFormats.length ? dateFormats : (['iso'] as const)).map((dateFormat) => ({
      dateFormat,
      rows: previewRows(read.rows, mapping, dateFormat).map(({ line, guestName, arrival, departure }) => {
        const words = (date: typeof arrival) => (date.day ? formatDayInWords(date.day, staff.locale) : date.text);
        const unread = !arrival.day || !departure.day;
        return { line, guestName, arrival: words(arrival), departure: words(departure), unread };
      }),
    }));
    return {
      ok: true,
      data: { csv, headings: read.headings, mapping, rows: read.rows.length, dateFormats, preview },
    };
  },
});

/**
 * What an import answers: how many cards were issued, updated and revoked, the lines left as they were, the lines
 * with errors.
 */
export type StaysImported = {
  imported: number;
  updated: number;
  revoked: number;
  skipped: number[];
  errors: { line: number; messages: string[] }[];
};

/**
 * Imports a read export: field `csv` (the file's text, as readStaysFileAction answered it), `map-<field>` (the
 * column heading for each IMPORT_FIELDS field; empty for none) and `dateFormat` (iso, dmy or mdy; needed only when
 * the file's dates read both ways, refused as `dateFormat` until chosen). Rows with errors are listed and not imported.
 */
export const importStaysAction = staffForm({
  fields: (formData) => ({
    csv: String(formData.get('csv') ?? ''),
    mapping: Object.fromEntries(
      IMPORT_FIELDS.flatMap((field) => {
        const heading = String(formData.get(`map-${field}`) ?? '').trim();
        return heading ? [[field, heading]] : [];
      }),
    ) as ColumnMapping,
    dateFormat: DATE_FORMATS.find((format) => format === formData.get('dateFormat')),
  }),
  schema: z.object({
    csv: z.string(),
    mapping: z.custom<ColumnMapping>(),
    dateFormat: z.optional(z.enum(DATE_FORMATS)),
  }),
  keepData: true,
  refresh: () => PAGE,
  run: async ({ csv, mapping, dateFormat }, { audit, t }): Promise<ActionResult<StaysImported>> => {
    const read = csv.length <= MAX_IMPORT_BYTES ? readStaysCsv(csv) : ({ error: 'tooBig' } as const);
    if ('error' in read) return { ok: false, error: `BackofficeMembers.import.${read.error}` };
    const missing = (['guestName', 'email', 'arrival', 'departure', 'partySize'] as const).filter(
      (field) => !mapping[field] || !read.headings.includes(mapping[field]),
    );
    if (missing.length)
      return {
        ok: false,
        error: 'fixFields',
        fieldErrors: Object.fromEntries(missing.map((field) => [`map-${field}`, 'required'])),
      };
    const outcome = await importStays(prisma, read.rows, mapping, dateFormat);
    if ('dateFormats' in outcome)
      return {
        ok: false,
        error: 'fixFields',
        fieldErrors: { dateFormat: 'BackofficeMembers.import.chooseDateFormat' },
      };
    const errors = outcome.errors.map(({ line, fields }) => ({
      line,
      messages: Object.entries(fields).map(([field, key]) => {
        const message = translateMessage(t, key, ['BackofficeValidation', 'Validation']);
        return t('BackofficeMembers.import.fieldError', {
          field: t(`BackofficeMembers.fields.${field}` as never),
          message,
        });
      }),
    }));
    for (const card of outcome.updated)
      audit('member-card.import-update', `member-card:${card.id}`, {
        arrival: card.arrival,
        departure: card.departure,
      });
    for (const id of outcome.revoked) audit('member-card.import-revoke', `member-card:${id}`);
    audit('member-card.import', undefined, {
      imported: outcome.issued.length,
      updated: outcome.updated.length,
      revoked: outcome.revoked.length,
      refused: errors.length,
    });
    const counts = {
      imported: outcome.issued.length,
      updated: outcome.updated.length,
      revoked: outcome.revoked.length,
    };
    return { ok: true, data: { ...counts, skipped: outcome.unchanged, errors } };
  },
});
