'use server';

import type { ActionResult } from '@/lib/actions/result';
import { noField, staffForm } from '@/lib/actions/staff-form';
import { prisma } from '@/lib/db';
import { isLocale, routing } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import * as z from '@/lib/validation/zod';
import { cardUrl } from './card-link';
import { getCard } from './cards';
import { qrDataUrl } from './qr-image';

/*
 * The front desk's hand-over of a card (docs/membership.md "A card guests can always get"): staff open a card and
 * show its link as a QR code for the guest's phone, copy the link, or share it through WhatsApp's share link. Each
 * is logged in the activity log; the link is given out only after the staff session is checked.
 */

/** How the link is handed over: a QR code on the staff screen, the link to copy, or WhatsApp's share link. */
const HANDOVER_CHANNELS = ['qr', 'link', 'whatsapp'] as const;

/** What a hand-over answers: the card's link, and for 'qr' its QR code (an SVG data URL). */
export type Handover = { channel: (typeof HANDOVER_CHANNELS)[number]; link: string; qr?: string };

const handoverSchema = z.object({ id: z.uuid('invalidRequest'), channel: z.enum(HANDOVER_CHANNELS, 'invalidRequest') });

const activity = { qr: 'member-card.show-qr', link: 'member-card.copy-link', whatsapp: 'member-card.share' } as const;

/**
 * Hands a card's link over at the front desk: fields `id` (the card) and `channel` (HANDOVER_CHANNELS). Logged as
 * member-card.show-qr, member-card.copy-link or member-card.share. 'whatsapp' redirects to WhatsApp's share link with
 * a sentence in the card's language; the others answer the link (and the QR code).
 */
export const handOverCardAction = staffForm({
  fields: ['id', 'channel'],
  schema: handoverSchema,
  fieldOf: noField,
  keepData: true,
  run: async ({ id, channel }, { audit }): Promise<ActionResult<Handover>> => {
    const card = await getCard(prisma, id);
    if (!card) return { ok: false, error: 'ActionErrors.notFound' };
    const locale = isLocale(card.locale) ? card.locale : routing.defaultLocale;
    const link = cardUrl(card.id, locale);
    audit(activity[channel], `member-card:${card.id}`);
    if (channel === 'whatsapp') {
      const text = translatorFor(locale)('MemberCard.shareText', { link });
      return { ok: true, data: { channel, link: `https://wa.me/?text=${encodeURIComponent(text)}` } };
    }
    return { ok: true, data: { channel, link, ...(channel === 'qr' ? { qr: await qrDataUrl(link) } : {}) } };
  },
  redirectTo: (_input, handover) => (handover.channel === 'whatsapp' ? handover.link : undefined),
});
