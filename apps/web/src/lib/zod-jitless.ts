/**
 * `zod` as the web app sees it (vite.config.ts aliases the bare `zod` import here): the same
 * library, switched to its interpreter before any schema is used. Zod otherwise probes whether
 * it may compile code with `new Function`, which the site's content security policy
 * (`script-src 'self'`, no 'unsafe-eval') refuses and the browser reports as a CSP issue on
 * every page. The interpreter validates the same way; answers are small, so the speed is moot.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
