import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** An e-mail ready for the outbox: subject line, HTML and plain-text bodies. */
export type RenderedEmail = { subject: string; html: string; text: string };

/** Renders a React Email element to HTML and to plain text (both stored in the outbox row). */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
