import { describe, expect, it } from 'vitest';
import { ORDER_RECEIPT_COOKIE, orderNumberOfReceipt, signOrderReceipt } from '@/lib/shop/orders/order-receipt';
import { handleOrderReceiptRequest } from '@/lib/shop/orders/order-receipt-route';

// POST /api/order-receipt (docs/spec.md §4 Order creation): only a same-site browser holding a receipt signed by this
// server gets the cookie that shows the guest's details on Order Complete.

const SECRET = 'order-receipt-test-secret';
const receipt = signOrderReceipt('CDMHX3K2A1B7QZ', SECRET);

function post(body: unknown, headers: Record<string, string> = { origin: 'http://localhost:3000' }) {
  return new Request('http://localhost:3000/api/order-receipt', {
    method: 'POST',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/order-receipt', () => {
  it('sets the receipt as an HttpOnly, SameSite=Lax cookie for 30 days, Secure only on https', async () => {
    const response = await handleOrderReceiptRequest(post({ receipt, locale: 'en' }), SECRET);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, data: { orderNumber: 'CDMHX3K2A1B7QZ' } });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toContain(`${ORDER_RECEIPT_COOKIE}=${receipt}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/i);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const https = await handleOrderReceiptRequest(
      post({ receipt }, { origin: 'http://localhost:3000', 'x-forwarded-proto': 'https' }),
      SECRET,
    );
    expect(https.headers.get('set-cookie')).toMatch(/Secure/i);
  });

  it('refuses a request without Origin or from another site, in the guest’s language, setting nothing', async () => {
    for (const headers of [{}, { origin: 'https://evil.example' }, { origin: 'null' }] as Record<string, string>[]) {
      const response = await handleOrderReceiptRequest(post({ receipt, locale: 'fr' }, headers), SECRET);
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.json()).toEqual({
        ok: false,
        error:
          'Cette demande doit venir de notre page de commande. Ouvrez le site et passez votre commande depuis celui-ci.',
      });
    }
  });

  it('refuses a forged or foreign receipt (422) and a body that is not a receipt (400), setting nothing', async () => {
    const forged = `CDMHX3K2A1B7QA.${receipt.split('.')[1]}`;
    const foreign = signOrderReceipt('CDMHX3K2A1B7QZ', 'another-server-secret');
    for (const bad of [forged, foreign]) {
      const response = await handleOrderReceiptRequest(post({ receipt: bad, locale: 'pt' }), SECRET);
      expect(response.status).toBe(422);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect((await response.json()).error).toMatch(/^Este recibo da encomenda não é válido/);
    }
    for (const body of ['not json', { receipt: 'CDMHX3K2A1B7QZ' }, { receipt: 42 }, {}, null]) {
      const response = await handleOrderReceiptRequest(post(body), SECRET);
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.json()).toEqual({
        ok: false,
        error: 'This request is not valid. Please reload the page and try again.',
      });
    }
  });

  it('reads the order number back only from a receipt signed with the same secret', () => {
    expect(orderNumberOfReceipt(receipt, SECRET)).toBe('CDMHX3K2A1B7QZ');
    expect(orderNumberOfReceipt(receipt, 'other')).toBeNull();
    expect(orderNumberOfReceipt('no-dot', SECRET)).toBeNull();
    expect(orderNumberOfReceipt('.', SECRET)).toBeNull();
  });

  it('refuses a body over 1 kB without reading it as a receipt', async () => {
    const padded = { receipt, locale: 'en', padding: 'x'.repeat(2000) };
    const response = await handleOrderReceiptRequest(post(padded), SECRET);
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
