import type { Tx } from '@/lib/db';
import type { OrderStatus } from '@/generated/prisma/client';

/*
 * The contract between the business code and the e-mail outbox (DESIGN: "E-mails never block or lose business
 * data"). Each function writes outbox rows inside the caller's transaction, so a rolled-back change sends nothing.
 * The e-mail issue fills these in with the templates and the sender; until then they queue nothing.
 */

/** Queues order-new (to the guest) and order-admin-notification (to the team) for a new order (SPEC §4). */
export async function queueOrderPlacedEmails(tx: Tx, orderId: number): Promise<void> {
  void tx;
  void orderId;
}

/**
 * Queues the e-mails of a status change (SPEC §4 Order status): confirmed -> order-confirmation + admin notice;
 * shipped -> order-shipped + admin notice; other statuses queue nothing.
 */
export async function queueOrderStatusEmails(tx: Tx, orderId: number, status: OrderStatus): Promise<void> {
  void tx;
  void orderId;
  void status;
}

/** Queues the team's notification of a booking request (Reply-To: the guest). */
export async function queueBookingRequestEmail(tx: Tx, bookingRequestId: number): Promise<void> {
  void tx;
  void bookingRequestId;
}
