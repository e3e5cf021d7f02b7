import { UnauthorizedError } from '@/lib/actions/result';
import { reportUnexpectedError } from '@/lib/report-error';
import type * as z from '@/lib/validation/zod';

/*
 * The one error mapping of the route handlers (docs/style.md habit 5): a handler's body answers what went well and
 * throws what did not; answerRoute turns a refusal into its own status and JSON body, a missing staff session
 * into 401 (or the route's own answer), and anything else into a logged, generic 500.
 */

/**
 * A refusal a route answers on purpose (bad input, unknown record, cross-origin, over a limit): the status, the
 * JSON body and any headers of the answer. Thrown by refuse() and parseOrRefuse(), answered by answerRoute();
 * never logged.
 */
export class RouteRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers?: HeadersInit,
  ) {
    super(`Route refused with ${status}`);
    this.name = 'RouteRefusal';
  }

  /** The refusal as the JSON answer. */
  response(): Response {
    return Response.json(this.body, { status: this.status, headers: this.headers });
  }
}

/**
 * Ends a route handler's body with a refusal: answerRoute answers `status` with `body` as JSON and `headers`.
 * @throws RouteRefusal always.
 */
export function refuse(status: number, body: unknown, headers?: HeadersInit): never {
  throw new RouteRefusal(status, body, headers);
}

/**
 * Parses a route's input (query, path parameters, JSON body) with its zod schema.
 * @param refusal the JSON body of the refusal, or a function of the zod error that makes it (for example its
 * first issue's message).
 * @param status the refusal's status, 400 unless given.
 * @returns the parsed data.
 * @throws RouteRefusal `status` with the refusal body when the input does not match.
 */
export function parseOrRefuse<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  refusal: object | ((error: z.core.$ZodError) => object),
  status = 400,
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  refuse(status, typeof refusal === 'function' ? refusal(parsed.error) : refusal);
}

/** How a route answers what its body did not: see answerRoute. */
export type RouteFailure = {
  /** What was being done, for the server log: "GET /api/products failed" (no personal data). */
  context: string;
  /** The JSON body of the generic 500 answer, e.g. `{ error: 'Export failed' }`. */
  failure: unknown;
  /** The answer to a request without a live staff session; 401 `{ error: 'Unauthorized' }` unless given. */
  unauthorized?: () => Response | Promise<Response>;
};

/**
 * Runs a route handler's body and maps what it throws, the same way in every route under app/api (docs/style.md
 * habit 5): a RouteRefusal becomes its own status and JSON body; an UnauthorizedError (requireStaff in a staff
 * read) becomes `unauthorized()`, by default 401 `{ error: 'Unauthorized' }`; any other error is reported to the
 * server log (reportUnexpectedError, with `context`) and answered 500 with `failure` and no detail of the error.
 * Never throws.
 */
export async function answerRoute(route: RouteFailure, body: () => Promise<Response>): Promise<Response> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof RouteRefusal) return error.response();
    if (error instanceof UnauthorizedError)
      return route.unauthorized ? route.unauthorized() : Response.json({ error: 'Unauthorized' }, { status: 401 });
    reportUnexpectedError(route.context, error);
    return Response.json(route.failure, { status: 500 });
  }
}
