import QRCode from 'qrcode';

/** A card's QR code as an SVG data URL, drawn the same on the server and in the browser (docs/membership.md "The card"). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
