/**
 * Whether the request reached us over https (directly or through a proxy that sets X-Forwarded-Proto):
 * cookies are marked Secure only then (docs/spec.md §9), so plain-http development still works.
 */
export function isHttpsRequest(headers: Headers, url?: URL): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? url?.protocol.replace(':', '')) === 'https';
}
