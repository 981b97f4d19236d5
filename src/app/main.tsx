/**
 * The page's entry. zod must be told not to compile parsers with `new Function` before any
 * schema is built or parsed (the Content-Security-Policy forbids eval, and even zod's probe for
 * it is reported). A static import graph gives no such order once the bundler moves zod into a
 * chunk shared with the lazily loaded modes (that chunk evaluates before this file's body), so
 * the entry configures zod and only then loads the app.
 */
import '../browser/zod-jitless';
import { applyBakedLink } from './one-file/baked-link';

applyBakedLink();

void import('./start');
