import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Env } from '../config/env.ts';
import { forbidden } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** OpenStreetMap's standard tiles, the map's default (docs/product/catalogue.md, "Map"). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The origin the map's tiles come from, for the image policy: the tile template's scheme and host,
 * with a `{s}` subdomain placeholder turned into `*` (e.g. `https://*.tile.example.org`); null
 * when the template is not a URL.
 */
export function mapTileOrigin(template: string = DEFAULT_MAP_TILE_URL): string | null {
  const match = /^(https?:\/\/[^/]+)/.exec(template.trim());
  return match?.[1] ? match[1].replace('{s}', '*') : null;
}

/**
 * What Razorpay Checkout needs of the page's policy when Razorpay takes payments
 * (docs/product/payments.md, "Payment providers"): its script from `checkout.razorpay.com` (it
 * must be loaded from there, never bundled), its payment window in a frame from
 * `api.razorpay.com`, and its calls and pictures from its own hosts. Empty without Razorpay.
 */
export function razorpayPolicy(env: Pick<Env, 'RAZORPAY_KEY_ID'>): { script: string[]; frame: string[]; connect: string[]; img: string[] } {
  if (!env.RAZORPAY_KEY_ID) return { script: [], frame: [], connect: [], img: [] };
  return {
    script: ['https://checkout.razorpay.com'],
    frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connect: ['https://*.razorpay.com'],
    img: ['https://*.razorpay.com'],
  };
}

/**
 * Security headers and CSRF defence (docs/decisions/0002-sessions-and-security.md): CSP, HSTS in
 * production, nosniff, Referrer-Policy; and for every write that carries cookies, the request
 * must come from this site (Sec-Fetch-Site same-origin/none, or an Origin whose host is ours;
 * `Origin: null` is refused like any foreign origin).
 * Non-browser clients that send a Bearer token and no cookie are not affected.
 */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  const isProduction = env.NODE_ENV === 'production';
  const tileOrigin = mapTileOrigin(env.VITE_MAP_TILE_URL);
  // with S3_PUBLIC_URL, /server/… files redirect to the CDN: pictures load from its origin
  const filesOrigin = env.S3_PUBLIC_URL ? new URL(env.S3_PUBLIC_URL).origin : undefined;
  const razorpay = razorpayPolicy(env);
  // the header middleware is made once; the Fastify wrapper made it anew on every request
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...razorpay.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : []), ...(filesOrigin ? [filesOrigin] : []), ...razorpay.img],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...razorpay.connect],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', ...razorpay.frame],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  const allowedOrigin = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).host : undefined;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
      throw forbidden('This request did not come from this site.');
    }
    const origin = request.headers.origin;
    // 'null' is an opaque origin (a sandboxed frame, a data: page, a cross-site redirect): foreign
    if (origin === 'null') throw forbidden('This request did not come from this site.');
    if (origin) {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw forbidden('This request did not come from this site.');
      }
      if (host !== request.headers.host && host !== allowedOrigin) throw forbidden('This request did not come from this site.');
    }
  });
}
