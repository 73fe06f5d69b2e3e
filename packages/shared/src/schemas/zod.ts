import { z } from 'zod';
import { zodMessageKey } from './messages.js';

// Every schema imports `z` from here, so this runs before the first schema is built, in the server
// and in each web chunk alike (a side-effect import in index.ts would be dropped by the web build).
// Issues carry catalogue keys. In the browser, zod's fast parser would probe `new Function`; the
// site's CSP forbids eval and the blocked probe is reported as a violation, so it is turned off there.
z.config({ customError: zodMessageKey, ...('document' in globalThis ? { jitless: true } : {}) });

export { z };
