import { issueMessages } from '@/lib/actions/messages';
import type { Db } from '@/lib/db';
import type { OrderEmailTemplate } from '@/lib/mail/templates';
import { emailApiBodySchema } from './email-api-schema';
import { authorizeEmailApi } from './email-api-auth';
import { isSameOrigin } from '@/lib/http/origin';
import { queueOrderEmail } from './order-emails';
import { answerRoute, parseOrRefuse, refuse } from '@/lib/http/route-response';

/** The JSON answers of the e-mail endpoints. */
export type EmailApiAnswer =
  | { ok: true; id: number; template: OrderEmailTemplate; orderNumber: string }
  | { ok: false; error: string; fieldErrors?: Record<string, string> };

const answer = (status: number, body: EmailApiAnswer) => Response.json(body, { status });
/** Ends the request with a refusal of the e-mail API's shape (answered by answerRoute). */
function refusal(status: number, body: EmailApiAnswer & { ok: false }): never {
  refuse(status, body);
}

/**
 * POST /api/email/<template> (docs/spec.md §7) without the web layer: checks the caller (same origin, staff or bearer
 * token), validates the JSON body, finds the order by number and queues the template for it. The message is
 * built from the stored order, so the recipient and amounts are the database's, not the caller's.
 * @returns 200 `{ ok, id }` with the outbox row's id; 401 unauthorized, 403 other origin, 400 bad JSON or fields
 * (`fieldErrors`: dotted path -> message key), 404 unknown order number, 500 (logged) otherwise.
 */
export async function handleEmailApiRequest(db: Db, request: Request, template: OrderEmailTemplate): Promise<Response> {
  return answerRoute(
    {
      context: `Queueing ${template} failed`,
      failure: { ok: false, error: 'Internal error' } satisfies EmailApiAnswer,
    },
    async () => {
      if (!isSameOrigin(request)) refusal(403, { ok: false, error: 'Cross-origin request refused' });
      if (!(await authorizeEmailApi(request))) refusal(401, { ok: false, error: 'Unauthorized' });
      const raw: unknown = await request
        .json()
        .catch(() => refusal(400, { ok: false, error: 'The body must be JSON' }));
      const { orderNumber } = parseOrRefuse(emailApiBodySchema, raw, (error): EmailApiAnswer => ({
        ok: false,
        error: 'Validation failed',
        fieldErrors: issueMessages(error, (path) => path.join('.') || 'body'),
      }));
      const id = await db.$transaction(async (tx) => {
        const order = await tx.order.findUnique({ where: { orderNumber }, select: { id: true } });
        return order ? queueOrderEmail(tx, order.id, template) : null;
      });
      if (id === null) refusal(404, { ok: false, error: 'Order not found' });
      return answer(200, { ok: true, id, template, orderNumber });
    },
  );
}
