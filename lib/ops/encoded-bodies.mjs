// A cached page's document is written to the socket as bytes encoded once, not as the text Next.js hands over
// (docs/performance.md, "Writing a cached page"). Next.js answers a cached page with `response.end(html)`, the html
// a JavaScript string, and Node writes a string body over 16 kB the slow way: it joins the head and the body into one
// string and encodes it into a fresh buffer three times its length, on every request. For a 95 kB page that was more
// than half of a request's CPU (a plain Node server sent 950 such answers a second as text, 15,000 as a Buffer).
// The request guard (request-guard.mjs) passes such a body through `encodedBody` instead.
import { LRUCache } from 'lru-cache';

/** Bodies shorter than this (in UTF-16 code units) are written as they are: Node encodes them on its stack. */
export const MIN_ENCODED_LENGTH = 16 * 1024;

/** At most this many bytes of text and encoded bytes together are kept, least recently written first out. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/** @type {LRUCache<string, Buffer>} */
const encoded = new LRUCache({
  maxSize: MAX_KEPT_BYTES,
  // A string's key costs up to two bytes a code unit (V8 keeps it as Latin-1 or UTF-16).
  sizeCalculation: (bytes, text) => bytes.length + text.length * 2,
});

/**
 * True when the body `chunk` (with `encoding`, as given to `response.end`) of an answer whose Cache-Control is
 * `cacheControl` is worth keeping encoded: a long UTF-8 string of an answer any cache may keep (Cache-Control set,
 * without `private` or `no-store`; Next.js marks every page rendered for one visitor so). A personal answer is never
 * kept.
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @param {unknown} cacheControl
 * @returns {chunk is string}
 */
export function isSharedTextBody(chunk, encoding, cacheControl) {
  if (typeof chunk !== 'string' || chunk.length < MIN_ENCODED_LENGTH) return false;
  if (typeof encoding === 'string' && !/^utf-?8$/i.test(encoding)) return false;
  return typeof cacheControl === 'string' && !/\b(?:private|no-store)\b/i.test(cacheControl);
}

/**
 * `text` encoded as UTF-8, encoded once for as long as it stays among the last 64 MB of such bodies written.
 * The same Buffer is handed to every answer with the same text: nobody may write into it.
 * @param {string} text
 * @returns {Buffer}
 */
export function encodedBody(text) {
  let bytes = encoded.get(text);
  if (!bytes) {
    bytes = Buffer.from(text, 'utf8');
    encoded.set(text, bytes);
  }
  return bytes;
}
