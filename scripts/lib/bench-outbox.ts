// docs/mail.md "How fast": a burst of e-mails drained by the measured server process's own sender (its outbox loop,
// batches claimed and sent side by side over its pooled SMTP connections) against an SMTP server on loopback that
// answers each message 200 ms after its data arrived, as a busy relay does. The server is started with SMTP_URL
// pointing here (scripts/bench.ts), so what is measured is the code a production process runs.
import { SMTPServer } from 'smtp-server';
import type { Db } from '@/lib/db';
import { latencySummary, type BenchResult } from './bench-stats';

/** E-mails queued at once, and the time they must all be sent in (docs/mail.md "How fast"). */
export const OUTBOX_BURST = 400;
export const MAX_DRAIN_SECONDS = 60;
/** How long the SMTP server takes to accept each message, in ms. */
export const SMTP_ANSWER_MS = 200;

/** A loopback SMTP server on `port` that accepts every message SMTP_ANSWER_MS after its data arrived. */
export async function startSlowSmtpServer(port: number) {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          accepted += 1;
          callback();
        }, SMTP_ANSWER_MS),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Queues OUTBOX_BURST e-mails (stored bodies of a few kB, as a team notice) in one statement and waits until the
 * server's sender has sent them all (at most 3 minutes).
 * @returns a row: e-mails per second over the drain, and each e-mail's time from queued to sent (p50/p95/p99);
 * `non2xx` counts those still unsent at the end. A miss when the drain took over MAX_DRAIN_SECONDS.
 */
export async function measureOutbox(db: Db, misses: string[], notes: string[]): Promise<BenchResult> {
  const body = `<p>${'Uma mensagem de teste do banco de ensaio. '.repeat(60)}</p>`;
  const started = Date.now();
  const rows = await db.outboxEmail.createManyAndReturn({
    data: Array.from({ length: OUTBOX_BURST }, (_, index) => ({
      template: 'contact-notification',
      to: `bench-${index}@example.com`,
      locale: 'pt',
      subject: `Mensagem ${index}`,
      html: body,
      text: body.replace(/<\/?p>/g, ''),
    })),
    select: { id: true },
  });
  const ids = rows.map((row) => row.id);
  const sent = () => db.outboxEmail.count({ where: { id: { in: ids }, status: 'sent' } });
  let done = 0;
  while ((done = await sent()) < OUTBOX_BURST && Date.now() - started < 180_000)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (Date.now() - started) / 1000;
  const times = await db.outboxEmail.findMany({
    where: { id: { in: ids }, status: 'sent' },
    select: { createdAt: true, sentAt: true },
  });
  const failed = await db.outboxEmail.count({ where: { id: { in: ids }, status: 'failed' } });
  await db.outboxEmail.deleteMany({ where: { id: { in: ids } } });
  const name = `outbox: ${OUTBOX_BURST} e-mails, SMTP ${SMTP_ANSWER_MS} ms`;
  notes.push(
    `Outbox: ${done} of ${OUTBOX_BURST} e-mails sent in ${seconds.toFixed(1)} s (target ${MAX_DRAIN_SECONDS} s) by the ` +
      `server's sender, against an SMTP server answering each message in ${SMTP_ANSWER_MS} ms.`,
  );
  if (done < OUTBOX_BURST || seconds > MAX_DRAIN_SECONDS)
    misses.push(`${name}: ${done} sent in ${seconds.toFixed(1)} s (target: all within ${MAX_DRAIN_SECONDS} s)`);
  return {
    name,
    requestsPerSecond: done / seconds,
    ...latencySummary(times.map((row) => (row.sentAt?.getTime() ?? 0) - row.createdAt.getTime())),
    non2xx: OUTBOX_BURST - done,
    errors: failed,
  };
}
