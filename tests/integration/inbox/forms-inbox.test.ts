import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { submitContactMessage } from '@/lib/inbox/contact';
import { submitPartnershipRequest } from '@/lib/inbox/partnership';
import { submitPublicForm } from '@/lib/actions/public-action';
import { FORM_MESSAGES } from '@/lib/inbox/form-messages';
import { countNewInbox, listInbox, setInboxStatus } from '@/lib/inbox/inbox';
import { teamAddress } from '@/lib/mail/config';
import { queueBookingRequestEmail } from '@/lib/directory/bookings';
import { deliverDueEmails, transportFromEnv } from '@/lib/mail/sender';
import { contactSubmissionSchema } from '@/lib/inbox/contact-schema';
import { mailTestBed, type SmtpTestServer } from '../../fixtures/smtp';

const bed = mailTestBed();
let db: Db;
let smtp: SmtpTestServer;
beforeAll(() => ({ db, smtp } = bed));

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marie Dupont',
  phone: '',
  email: 'marie@example.com',
  subject: 'Arrivée tardive',
  message: 'Nous arrivons à 23 h.',
  locale: 'fr',
  ...overrides,
});
const partnership = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Barco Azul',
  contactName: 'João Costa',
  email: 'joao@example.com',
  phone: '+351 912 000 111',
  businessType: 'boat-tours',
  description: 'Passeios de barco ao pôr do sol.',
  locale: 'pt',
  ...overrides,
});
const key = () => `test-${randomUUID()}`;

describe('public forms (docs/decisions/05-mail-content-pages-inbox.md §5)', () => {
  it('stores a contact message and queues the team’s notification in the team’s language (not the guest’s), Reply-To the sender', async () => {
    const result = await submitContactMessage(db, contact(), key());
    expect(result).toEqual({ ok: true, data: { id: expect.any(Number) } });
    const stored = await db.contactMessage.findUniqueOrThrow({ where: { id: result.ok ? result.data.id! : 0 } });
    expect([stored.subject, stored.locale, stored.status]).toEqual(['Arrivée tardive', 'fr', 'new']);
    await deliverDueEmails(db, { transport: transportFromEnv(smtp.url) });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([teamAddress()]);
    expect(mail.header('reply-to')).toBe('marie@example.com');
    expect(mail.header('subject')).toBe('Nova mensagem de contacto: Arrivée tardive'); // a French guest, a Portuguese team

    // MAIL_TEAM_LANGUAGE sets the team's language (docs/mail.md).
    process.env.MAIL_TEAM_LANGUAGE = 'en';
    try {
      expect((await submitContactMessage(db, contact(), key())).ok).toBe(true);
    } finally {
      delete process.env.MAIL_TEAM_LANGUAGE;
    }
    await deliverDueEmails(db, { transport: transportFromEnv(smtp.url) });
    expect(smtp.received.map((received) => received.header('subject'))).toEqual([
      'Nova mensagem de contacto: Arrivée tardive',
      'New contact message: Arrivée tardive',
    ]);
  });

  it('stores a partnership request and queues its notification', async () => {
    const result = await submitPartnershipRequest(db, partnership(), key());
    expect(result.ok).toBe(true);
    const [email] = await db.outboxEmail.findMany();
    expect([email.template, email.replyTo, email.subject]).toEqual([
      'partnership-notification',
      'joao@example.com',
      'Novo pedido de parceria: Barco Azul',
    ]);
    expect(email.text).toContain('Passeios de barco');
  });

  it('answers bad input with translated field errors and stores nothing', async () => {
    const before = await db.partnershipRequest.count();
    const result = await submitPartnershipRequest(
      db,
      partnership({ email: 'nope', businessType: 'casino', businessName: '' }),
      key(),
    );
    expect(result).toEqual({
      ok: false,
      error: 'Corrija os campos assinalados.',
      fieldErrors: {
        businessName: 'Este campo é obrigatório',
        email: 'Introduza um e-mail válido',
        businessType: 'Escolha uma das opções',
      },
    });
    expect(await db.partnershipRequest.count()).toBe(before);
    expect(await db.outboxEmail.count()).toBe(0);
    expect(await submitContactMessage(db, { ...contact(), locale: 'de' }, key())).toEqual({
      ok: false,
      error: 'This request is not valid. Please reload the page and try again.',
    });
  });

  it('a filled honeypot answers success but stores and sends nothing', async () => {
    const before = await db.contactMessage.count();
    expect(await submitContactMessage(db, contact({ website: 'http://spam.example' }), key())).toEqual({
      ok: true,
      data: { id: null },
    });
    expect(await db.contactMessage.count()).toBe(before);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it('limits each address to 5 contact messages an hour, counted in the database', async () => {
    const address = key();
    for (let index = 0; index < 5; index++)
      expect((await submitContactMessage(db, contact({ locale: 'en' }), address)).ok).toBe(true);
    const refused = await submitContactMessage(db, contact({ locale: 'en' }), address);
    expect(refused).toEqual({
      ok: false,
      error: 'You have sent several messages in a short time. Please try again in an hour.',
    });
    expect(await db.outboxEmail.count()).toBe(5);
    expect((await submitContactMessage(db, contact(), key())).ok).toBe(true);
  });

  it('a failure while queueing leaves neither the submission nor the rate-limit event behind', async () => {
    const before = await db.contactMessage.count();
    const address = key();
    const result = await submitPublicForm(db, contact({ locale: 'en' }), address, {
      schema: contactSubmissionSchema,
      limit: { bucket: 'contact-form', limit: 5, windowMinutes: 60 },
      messages: FORM_MESSAGES,
      async store(tx, data) {
        await tx.contactMessage.create({
          data: { name: data.name, email: data.email, subject: data.subject, message: data.message },
        });
        throw new Error('template failed');
      },
    });
    expect(result).toEqual({ ok: false, error: 'Your message could not be sent. Please try again in a moment.' });
    expect(await db.contactMessage.count()).toBe(before);
    expect(await db.rateLimitEvent.count({ where: { key: address } })).toBe(0);
  });
});

describe('staff inbox functions (docs/decisions/05-mail-content-pages-inbox.md §6)', () => {
  it('lists contact, partnership and booking requests newest first, marks them handled, and e-mails booking requests', async () => {
    // A category of its own, so the seeded directory stays as the directory tests expect it.
    const category = await db.category.upsert({
      where: { slug: 'test-inbox' },
      update: {},
      create: {
        slug: 'test-inbox',
        position: 99,
        titleEn: 'Test',
        titleFr: 'Test',
        titlePt: 'Teste',
        descriptionEn: '',
        descriptionFr: '',
        descriptionPt: '',
        image: 'x.webp',
      },
    });
    const partner = await db.partner.create({
      data: {
        categorySlug: category.slug,
        number: Math.floor(Math.random() * 1e6) + 1000,
        name: 'Sunset Sails',
        descriptionEn: '',
        descriptionFr: '',
        descriptionPt: '',
        offerType: 'other',
        offerLines: { en: [], fr: [], pt: [] },
        openingHours: [],
      },
    });
    await submitContactMessage(db, contact({ subject: 'Older' }), key());
    await submitPartnershipRequest(db, partnership(), key());
    const booking = await db.$transaction(async (tx) => {
      const row = await tx.bookingRequest.create({
        data: {
          partnerId: partner.id,
          name: 'Tom Reed',
          email: 'tom@example.com',
          phone: '+44 7700 900000',
          partySize: 4,
          message: 'Friday at 6 pm?',
          locale: 'en',
          preferredDate: new Date('2030-06-01'),
        },
      });
      await queueBookingRequestEmail(tx, row.id);
      return row;
    });
    const email = await db.outboxEmail.findFirstOrThrow({
      where: { template: 'booking-request-notification', replyTo: 'tom@example.com' },
      orderBy: { id: 'desc' },
    });
    expect([email.to, email.replyTo, email.subject]).toEqual([
      teamAddress(),
      'tom@example.com',
      'Novo pedido de reserva: Sunset Sails',
    ]);
    expect(email.text).toContain('sábado, 1 de junho de 2030'); // in words, in the team's language, not 2030-06-01

    const inbox = await listInbox(db);
    expect(inbox.slice(0, 3).map((entry) => [entry.kind, entry.title, entry.status])).toEqual([
      ['booking', 'Sunset Sails', 'new'],
      ['partnership', 'Barco Azul (boat-tours)', 'new'],
      ['contact', 'Older', 'new'],
    ]);
    // The inbox shows what the guest asked for: the preferred day and how many people.
    expect(inbox[0].booking).toEqual({
      preferredDate: '2030-06-01',
      partySize: 4,
      direct: false,
      answer: null,
      escalatedAt: null,
      note: null,
    });
    const newBefore = await countNewInbox(db);
    expect(await setInboxStatus(db, 'booking', booking.id)).toBe(true);
    expect(await setInboxStatus(db, 'contact', 99999999)).toBe(false);
    expect((await countNewInbox(db)).booking).toBe(newBefore.booking - 1);
    expect((await listInbox(db, { status: 'handled' })).map((entry) => [entry.kind, entry.id])).toEqual([
      ['booking', booking.id],
    ]);

    await db.partner.delete({ where: { id: partner.id } }); // its booking request goes with it
    await db.category.delete({ where: { slug: category.slug } });
  });
});
