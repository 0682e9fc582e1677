/**
 * The part of zod the shop shares at run time (federation.ts, `CURATED_ENTRIES`): every app's
 * `import { z } from 'zod'` is served from this module, so one copy of the schema builders the
 * shop uses (about 17 KiB compressed) serves the shell and every remote on a page, where the whole
 * package shared as it is would be about 61 KiB. Types still come from zod itself.
 *
 * Compiled into the browser bundles. Adding a builder: add it here and ship the shell first (it
 * provides the module); `curatedEntries.test.ts` fails while an app uses `z.<name>` missing here.
 */
import { boolean, config, custom, email, enum as zodEnum, number, object, string } from 'zod';

// The shop's Content-Security-Policy allows no eval: zod would otherwise probe `new Function` to
// compile object parsers (a reported violation even though it copes with the refusal).
config({ jitless: true });

export const z = { boolean, custom, email, enum: zodEnum, number, object, string };
