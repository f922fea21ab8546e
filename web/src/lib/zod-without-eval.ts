import { config } from 'zod/v4/core';

// Zod compiles fast object parsers with `new Function()` (probing for it once when the first
// object schema is created). The site's CSP has no 'unsafe-eval', so that probe is a reported
// violation on every page. Imported first by main.tsx: the setting must precede every schema.
config({ jitless: true });
