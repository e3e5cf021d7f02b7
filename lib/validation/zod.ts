import { config } from 'zod';

// zod 4 probes for `new Function` to compile faster parsers; our Content-Security-Policy forbids eval in the
// browser, which the browser reports as a violation. Interpreted parsing is fast enough for forms.
config({ jitless: true });

/**
 * zod, configured for this app. Schemas import it as a namespace (`import * as z from './zod'`), not as zod's
 * `z` object: the bundler then keeps only the parts a form uses, where the `z` object pulls all of zod and its
 * locales into the browser (about 65 kB gzip more on every page with a form).
 */
export * from 'zod';
