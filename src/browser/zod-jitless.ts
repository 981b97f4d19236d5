import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to; under the app's
 * Content-Security-Policy (no 'unsafe-eval') even its probe for that is a reported violation.
 * Imported first by the page and by every worker, before any scenario is parsed.
 */
z.config({ jitless: true });
