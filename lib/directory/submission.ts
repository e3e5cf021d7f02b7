import type { z } from 'zod';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { translatorFor, type Translator } from '@/lib/i18n/translator';
import type { Result } from '@/lib/result';

/** The answer of every directory form action (STYLE §1). */
/** A review or booking request's answer: the stored row's id (null when a honeypot dropped it silently). */
export type SubmissionResult = Result<{ id: number | null }>;

/** Spam guards of the directory forms: at most `limit` submissions per client address per hour. */
export const REVIEW_LIMIT = { bucket: 'review', limit: 5, windowMinutes: 60 };
export const BOOKING_LIMIT = { bucket: 'booking-request', limit: 5, windowMinutes: 60 };

/** The guest's language from untrusted input (falls back to English) and its translator. */
export function submissionTranslator(raw: unknown): { locale: Locale; t: Translator } {
  const requested = (raw as { locale?: unknown } | null)?.locale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return { locale, t: translatorFor(locale) };
}

/** Translates a failed parse: field messages in the guest's language, or one generic error for tampered input. */
export function invalidSubmission(t: Translator, error: z.ZodError): SubmissionResult {
  const fieldErrors: Record<string, string> = {};
  for (const { path, message } of error.issues) {
    const field = path[0];
    const key = t.has(`DirectoryValidation.${message}` as never) ? `DirectoryValidation.${message}` : `Validation.${message}`;
    if (typeof field !== 'string' || !t.has(key as never) || ['partnerId', 'locale', 'website'].includes(field)) {
      return { ok: false, error: t('Validation.invalidRequest') };
    }
    fieldErrors[field] ??= t(key as never);
  }
  return { ok: false, error: t('DirectoryForms.fixErrors'), fieldErrors };
}

/** Thrown inside a submission transaction to roll it back with a message key of `DirectoryForms`. */
export class SubmissionRefused extends Error {
  constructor(readonly reason: 'partnerNotFound' | 'rateLimited') {
    super(reason);
  }
}
