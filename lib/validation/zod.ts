import { z } from 'zod';

// zod 4 probes for `new Function` to compile faster parsers; our Content-Security-Policy forbids eval in the
// browser, which the browser reports as a violation. Interpreted parsing is fast enough for forms.
z.config({ jitless: true });

/** zod, configured for this app: the form schemas in lib/validation import it from here. */
export { z };
