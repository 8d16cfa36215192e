/**
 * zod compiles object parsers with `new Function` when it may. Under the site's CSP (no
 * 'unsafe-eval') the browser blocks that and reports a violation, even though zod catches the
 * error; `jitless` skips the attempt. Imported first by every schema module that reaches the browser.
 */
import { config } from 'zod/mini';

config({ jitless: true });
