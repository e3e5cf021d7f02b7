'use server';

import { revalidatePath } from 'next/cache';
import { formFields, type FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import { staffAction, staffFormState } from '@/lib/actions/staff-action';
import { prisma } from '@/lib/db';
import { calendarDay } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import { memberCardFields, memberCardSchema } from './card-schema';
import { extendCard, issueCards, resendCardEmail, setCardRevoked } from './cards';
import {
  importStays,
  MAX_IMPORT_BYTES,
  readStaysCsv,
  savedMapping,
  suggestMapping,
  type ColumnMapping,
} from './stay-import';

/*
 * The backoffice's member card actions (docs/membership.md "Membership for a stay"): each checks the staff session
 * (staffAction), answers in the staff member's language, logs the card event in the activity log, and posts
 * without JavaScript.
 */

const PAGE = '/backoffice/members';
const cardId = z.uuid('invalidRequest');

/** Issues one card from the form's fields (memberCardFields) and e-mails the guest. */
export async function issueCardAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = formFields(formData, memberCardFields);
  const parsed = memberCardSchema.safeParse(submitted);
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return zodFailure(parsed.error);
    const [id] = await issueCards(prisma, [parsed.data]);
    audit('member-card.issue', `member-card:${id}`, { arrival: parsed.data.arrival, departure: parsed.data.departure });
    revalidatePath(PAGE);
    return { ok: true, data: t('BackofficeMembers.issued', { email: parsed.data.email }) };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
}

/** Revokes a card (`revoked` "true") or restores it ("false"): fields `id`, `revoked`. */
export async function revokeCardAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z
    .object({ id: cardId, revoked: z.enum(['true', 'false']) })
    .safeParse({ id: formData.get('id'), revoked: formData.get('revoked') });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    const revoked = parsed.data.revoked === 'true';
    if (!(await setCardRevoked(prisma, parsed.data.id, revoked))) return { ok: false, error: 'ActionErrors.notFound' };
    audit(revoked ? 'member-card.revoke' : 'member-card.restore', `member-card:${parsed.data.id}`);
    revalidatePath(PAGE);
    return { ok: true, data: t(revoked ? 'BackofficeMembers.revoked' : 'BackofficeMembers.restored') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}

/** Moves a card's departure and e-mails the guest the card again: fields `id`, `departure` (YYYY-MM-DD). */
export async function extendCardAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z
    .object({ id: cardId, departure: calendarDay() })
    .safeParse({ id: formData.get('id'), departure: formData.get('departure') });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success)
      return zodFailure(parsed.error, { fieldOf: (path) => (path[0] === 'departure' ? 'departure' : undefined) });
    const outcome = await extendCard(prisma, parsed.data.id, parsed.data.departure);
    if (outcome === 'not-found') return { ok: false, error: 'ActionErrors.notFound' };
    if (outcome === 'before-arrival' || outcome === 'too-long')
      return {
        ok: false,
        error: 'fixFields',
        fieldErrors: { departure: outcome === 'too-long' ? 'stayTooLong' : 'departureBeforeArrival' },
      };
    audit('member-card.extend', `member-card:${parsed.data.id}`, { departure: parsed.data.departure });
    revalidatePath(PAGE);
    return { ok: true, data: t('BackofficeMembers.extended') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}

/** E-mails the guest the card again: field `id`. */
export async function resendCardAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = cardId.safeParse(formData.get('id'));
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return { ok: false, error: 'invalidRequest' };
    if (!(await resendCardEmail(prisma, parsed.data))) return { ok: false, error: 'ActionErrors.notFound' };
    audit('member-card.resend', `member-card:${parsed.data}`);
    return { ok: true, data: t('BackofficeMembers.resent') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}

/** What reading an export answers: its text (posted again with the mapping), its headings and the mapping to offer. */
export type StaysFile = { csv: string; headings: string[]; mapping: ColumnMapping; rows: number };

/** Reads a booking export (field `file`, CSV, at most 1 MB and 1000 rows) and offers a column mapping. */
export async function readStaysFileAction(
  _previous: FormState<StaysFile>,
  formData: FormData,
): Promise<FormState<StaysFile>> {
  const file = formData.get('file');
  const result = await staffAction(async () => {
    if (!(file instanceof File) || file.size === 0)
      return { ok: false, error: 'fixFields', fieldErrors: { file: 'required' } };
    if (file.size > MAX_IMPORT_BYTES)
      return { ok: false, error: 'fixFields', fieldErrors: { file: 'BackofficeMembers.import.tooBig' } };
    const csv = await file.text();
    const read = readStaysCsv(csv);
    if ('error' in read)
      return { ok: false, error: 'fixFields', fieldErrors: { file: `BackofficeMembers.import.${read.error}` } };
    const mapping = suggestMapping(read.headings, await savedMapping(prisma));
    return { ok: true, data: { csv, headings: read.headings, mapping, rows: read.rows.length } };
  });
  return staffFormState(result, { keepData: true });
}

/** What an import answers: how many cards were issued, the lines skipped as already carded, the lines with errors. */
export type StaysImported = { imported: number; skipped: number[]; errors: { line: number; messages: string[] }[] };

/**
 * Imports a read export: field `csv` (the file's text, as readStaysFileAction answered it) and `map-<field>` (the
 * column heading for each card field; empty for none). Rows with errors are listed and not imported.
 */
export async function importStaysAction(
  _previous: FormState<StaysImported>,
  formData: FormData,
): Promise<FormState<StaysImported>> {
  const csv = String(formData.get('csv') ?? '');
  const mapping = Object.fromEntries(
    memberCardFields.flatMap((field) => {
      const heading = String(formData.get(`map-${field}`) ?? '').trim();
      return heading ? [[field, heading]] : [];
    }),
  ) as ColumnMapping;
  const result = await staffAction(async ({ audit, t }) => {
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
    const outcome = await importStays(prisma, read.rows, mapping);
    const say = (key: string) =>
      (['BackofficeValidation', 'Validation']
        .map((namespace) => `${namespace}.${key}`)
        .find((full) => t.has(full as never)) ?? null) as string | null;
    const errors = outcome.errors.map(({ line, fields }) => ({
      line,
      messages: Object.entries(fields).map(([field, key]) => {
        const message = say(key);
        return t('BackofficeMembers.import.fieldError', {
          field: t(`BackofficeMembers.fields.${field}` as never),
          message: message ? t(message as never) : key,
        });
      }),
    }));
    audit('member-card.import', undefined, { imported: outcome.imported, refused: errors.length });
    revalidatePath(PAGE);
    return { ok: true, data: { imported: outcome.imported, skipped: outcome.skipped, errors } };
  });
  return staffFormState(result, { keepData: true });
}
