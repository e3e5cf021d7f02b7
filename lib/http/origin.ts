/**
 * False when a browser sent this state-changing request from another site: an Origin header, when present, must
 * name this host (X-Forwarded-Host behind a proxy, else Host). Machine clients send no Origin and pass, unless
 * `required` (endpoints only browsers call: browsers send Origin with every POST).
 */
export function isSameOrigin(request: Request, { required = false }: { required?: boolean } = {}): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return !required;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
