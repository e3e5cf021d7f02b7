// docs/mail.md "Once, and what is guaranteed": a sender renews the short lease of the e-mail it is sending, so a live
// sender keeps it however slow SMTP is, and another process takes over the e-mail of a sender killed outright
// within a minute. Real processes (tests/fixtures/outbox-sender-process.ts), a real SMTP server that holds the first
// send, and SIGKILL. The senders run with a lease of 3 s (OUTBOX_LEASE_SECONDS), not the default 30 s: the same code,
// a tenth of the wait (lib/mail/claim.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, it } from 'vitest';
import { claimDueEmails, outboxMessageId } from '@/lib/mail/claim';
import { mailFrom } from '@/lib/mail/config';
import { tiedToParent } from '@/scripts/lib/tied-to-parent';
import { mailTestBed, type ReceivedMail } from '../../fixtures/smtp';

const bed = mailTestBed();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The senders' lease, and their renewal every third of it (lib/mail/claim.ts). */
const LEASE_SECONDS = 3;
const LEASE_MS = LEASE_SECONDS * 1000;
const RENEW_MS = LEASE_MS / 3;

/** Starts a sender process on this file's database and SMTP server; resolves once its loop runs. */
async function startSender(): Promise<ChildProcess & { output: () => string }> {
  const child = spawn(
    ...tiedToParent(process.execPath, ['--import', 'tsx', 'tests/fixtures/outbox-sender-process.ts']),
    {
      // The SMTP server is slower than the lease yet within a longer silence timeout, which SMTP_URL may set.
      env: {
        ...process.env,
        SMTP_URL: `${bed.smtp.url}?socketTimeout=120000`,
        OUTBOX_INTERVAL_MS: '200',
        OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  await waitUntil(
    () => output.includes('ready') || child.exitCode !== null,
    120_000,
    () => output,
  );
  if (child.exitCode !== null) throw new Error(`The sender process exited: ${output}`);
  return Object.assign(child, { output: () => output });
}

/** Polls `done` every 100 ms; throws after `timeoutMs`. */
async function waitUntil(done: () => boolean, timeoutMs: number, explain = () => '') {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`Still waiting after ${timeoutMs} ms. ${explain()}`);
    await sleep(100);
  }
}

it('a sender killed with SIGKILL during a slow send: its e-mail goes out once, from another process, within a minute, with the same Message-ID', async () => {
  const { db, smtp } = bed;
  const row = await db.outboxEmail.create({
    data: {
      template: 'contact-notification',
      to: 'team@example.com',
      locale: 'pt',
      subject: 'Nova mensagem',
      html: '<p>Olá</p>',
      text: 'Olá',
    },
  });
  // Every transmission SMTP got, accepted or not; the first is held unanswered for good (a very slow server).
  const transmissions: ReceivedMail[] = [];
  smtp.hooks.beforeAccept = (mail) => {
    transmissions.push(mail);
    return transmissions.length === 1 ? new Promise<void>(() => undefined) : Promise.resolve();
  };
  const senders: ChildProcess[] = [];
  try {
    const first = await startSender();
    senders.push(first);
    await waitUntil(() => transmissions.length === 1, 30_000, first.output);
    const claimed = await db.outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    senders.push(await startSender());

    // SMTP holds the send longer than a lease: the live sender renews it, and the other process takes nothing.
    await sleep(LEASE_MS + RENEW_MS);
    expect(transmissions).toHaveLength(1);
    const held = await db.outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    expect(held.claimedAt).toEqual(claimed.claimedAt);
    expect(held.leaseUntil!.getTime()).toBeGreaterThan(claimed.leaseUntil!.getTime());
    expect(await claimDueEmails(db, 1)).toEqual([]);

    first.kill('SIGKILL');
    const killedAt = Date.now();
    // Why 60 s: the survivor takes the mail once the dead sender's 3 s lease has run out, a few seconds; without the
    // lease's expiry it would never be sent. The margin is for a loaded 2-core machine, not for the code.
    await waitUntil(() => smtp.received.length === 1, 60_000);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    await sleep(1_000);
    expect(smtp.received).toHaveLength(1);
    expect(transmissions).toHaveLength(2);
    const messageId = outboxMessageId({ id: row.id, created_at: row.createdAt }, mailFrom());
    expect(transmissions.map((mail) => mail.header('message-id'))).toEqual([messageId, messageId]);
    const sent = await db.outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    expect([sent.status, sent.attempts, sent.claimedAt, sent.leaseUntil]).toEqual(['sent', 2, null, null]);
  } finally {
    for (const sender of senders) if (sender.exitCode === null && sender.signalCode === null) sender.kill('SIGKILL');
  }
}, 400_000);
