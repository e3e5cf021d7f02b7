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

/**
 * The last body written for each request path, with its bytes. Keyed by the path, not by the text: V8 hashes a
 * string over 16k characters by its length alone, so texts of one length would share a bucket and each lookup would
 * compare them all. The text is compared once, with the one kept for the path (free when it is the same string).
 * @type {LRUCache<string, { text: string; bytes: Buffer }>}
 */
const encoded = new LRUCache({
  maxSize: MAX_KEPT_BYTES,
  // One page must not push out all the others.
  maxEntrySize: 4 * 1024 * 1024,
  // A string costs up to two bytes a code unit (V8 keeps it as Latin-1 or UTF-16).
  sizeCalculation: ({ text, bytes }, path) => bytes.length + (text.length + path.length) * 2,
});

/**
 * True when the body `chunk` (with `encoding`, as given to `response.end`) of `response` is worth keeping encoded: a
 * long UTF-8 string of an answer any cache may keep as it is (Cache-Control set, without `private`, `no-store` or
 * `no-cache`; Next.js marks every page rendered for one visitor `private, no-cache, no-store`). A personal answer is
 * never kept. The header is read only for such a string: this runs on every answer.
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @param {{ getHeader(name: string): unknown }} response
 * @returns {chunk is string}
 */
export function isSharedTextBody(chunk, encoding, response) {
  if (typeof chunk !== 'string' || chunk.length < MIN_ENCODED_LENGTH) return false;
  if (typeof encoding === 'string' && !/^utf-?8$/i.test(encoding)) return false;
  const cacheControl = response.getHeader('cache-control');
  return typeof cacheControl === 'string' && !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl);
}

/**
 * `text`, the body of an answer to `url` (the request's, as the client sent it), encoded as UTF-8: encoded once for
 * as long as it is the last body written for that URL's path (its query left out, so that a client adding queries
 * makes no new entries for one page) and stays among the last 64 MB of such bodies. The same Buffer is handed to every
 * answer with the same text: nobody may write into it.
 * @param {string} url
 * @param {string} text
 * @returns {Buffer}
 */
export function encodedBody(url, text) {
  const path = url.split('?', 1)[0];
  const kept = encoded.get(path);
  if (kept && kept.text === text) return kept.bytes;
  const bytes = Buffer.from(text, 'utf8');
  encoded.set(path, { text, bytes });
  return bytes;
}
