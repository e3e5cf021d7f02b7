'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { isMediaError, type MediaError } from '@/lib/media/errors';
import { MAX_UPLOAD_BYTES } from '@/lib/media/urls';

type Outcome = { ok: true; url: string } | { ok: false; error: MediaError | 'failed' };

/** Sends one file to POST /api/backoffice/media (docs/decisions/12-staff-run-directory.md §3); a file over 10 MB is refused before sending. */
async function uploadImage(file: File): Promise<Outcome> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, error: 'too-large' };
  const body = new FormData();
  body.append('file', file);
  try {
    const response = await fetch('/api/backoffice/media', { method: 'POST', body });
    const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
    if (response.ok && answer.url) return { ok: true, url: answer.url };
    return { ok: false, error: isMediaError(answer.error) ? answer.error : 'failed' };
  } catch {
    return { ok: false, error: 'failed' };
  }
}

/**
 * Uploads files one after the other (the server renders one image at a time anyway) and reports progress and
 * refusals in the staff member's language.
 * While files are in flight, the form around `fieldRef` is not sent yet (its photos would be lost): a save pressed
 * meanwhile is held, the staff member is told it will follow, and the form is sent once the upload is done, with
 * the new photos (docs/architecture.md "One action toolkit"). `onBusy` hears when uploading starts and ends (a
 * form's button says so).
 * @returns `upload(files)` resolving to the URLs stored, in order; `busy` (files in flight), `status` (what to
 *   announce), `errors` (one translated line per refused file) and `fieldRef` for the field's element.
 */
export function useImageUpload(onBusy?: (uploading: boolean) => void) {
  const t = useTranslations('BackofficeMedia');
  const [busy, setBusy] = useState(0);
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const fieldRef = useRef<HTMLFieldSetElement>(null);
  const waitMessage = t('stillUploading');
  // The submit held while uploading (with the button pressed), sent again when the upload is done.
  const held = useRef<{ submitter: HTMLElement | null } | null>(null);
  const busyListener = useRef(onBusy);
  useEffect(() => {
    busyListener.current = onBusy;
  });

  useEffect(() => {
    busyListener.current?.(busy > 0);
    const form = fieldRef.current?.closest('form');
    if (busy || !held.current || !form) return;
    // The photos uploaded are in the form's field by now (this runs after they are rendered).
    const { submitter } = held.current;
    held.current = null;
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
  }, [busy]);

  useEffect(() => {
    const form = fieldRef.current?.closest('form');
    if (!busy || !form) return;
    // Capture phase on the form: runs before React's own submit handling (at the root), which it stops.
    const hold = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopPropagation();
      held.current = { submitter: event.submitter };
      setStatus(waitMessage);
    };
    form.addEventListener('submit', hold, true);
    return () => form.removeEventListener('submit', hold, true);
  }, [busy, waitMessage]);

  async function upload(files: File[]): Promise<string[]> {
    if (files.length === 0) return [];
    setErrors([]);
    setBusy(files.length);
    setStatus(t('uploading', { count: files.length }));
    const urls: string[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const outcome = await uploadImage(file);
      if (outcome.ok) urls.push(outcome.url);
      else refused.push(t('fileError', { file: file.name, reason: t(`errors.${outcome.error}`) }));
    }
    setBusy(0);
    setErrors(refused);
    setStatus(urls.length ? t('uploaded', { count: urls.length }) : '');
    return urls;
  }

  return { upload, busy, status, setStatus, errors, fieldRef };
}
