import { config } from 'zod/mini';
import { en } from 'zod/locales';

// zod probes for `new Function` to compile faster parsers; our Content-Security-Policy forbids eval in the
// browser, which the browser reports as a violation. Interpreted parsing is fast enough for forms.
// zod/mini ships no messages of its own ("Invalid input" for everything); English is what classic zod gave the
// checks without a message of ours, which the backoffice and the e-mail API show.
config({ jitless: true, ...en() });

/**
 * zod/mini, configured for this app: every schema imports it from here as a namespace (`import * as z from
 * '@/lib/validation/zod'`) and uses its functional API (`z.string().check(z.trim(), z.maxLength(120))`,
 * `z.optional(...)`, `z.pipe(...)`). Classic zod's schemas carry every method, so each page with a form shipped
 * all of them; zod/mini's functions let the bundler keep only the ones a form calls (about 11 kB gzip less per
 * form page). Forms resolve with `formResolver` (./resolver), which parses synchronously like the server.
 */
export * from 'zod/mini';
