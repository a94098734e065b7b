// The headers every answer carries (console, assets and API): a strict Content-Security-Policy,
// nosniff, no framing, a referrer policy, and HSTS when the console is served over TLS.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config';

const GOOGLE = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];

/** The tile server's origin from its URL template ('https://{s}.tile.openstreetmap.org/...' -> 'https://*.tile.openstreetmap.org'). */
export function tileOrigin(tileUrl: string): string | null {
  try {
    const url = new URL(tileUrl.replace(/\{s\}/g, 'a').replace(/\{[a-z]\}/g, '0'));
    return tileUrl.includes('{s}') ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
  } catch {
    return null;
  }
}

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };
/** The HSTS header of an answer to a request that came over TLS (config.hsts 'https'). */
export const HSTS_HEADER = `max-age=${HSTS.maxAge}; includeSubDomains`;

export function securityHeaders(config: Config): HelmetOptions {
  const google = config.googleMapsKey ? GOOGLE : [];
  const tiles = tileOrigin(config.tileUrl);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // the console's own bundle only: no inline script, no eval
        scriptSrc: ["'self'", ...google],
        // React, Leaflet and sweetalert2 set styles inline
        styleSrc: ["'self'", "'unsafe-inline'", ...(google.length ? ['https://fonts.googleapis.com'] : [])],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...google],
        fontSrc: ["'self'", 'data:', ...(google.length ? ['https://fonts.gstatic.com'] : [])],
        connectSrc: ["'self'", ...google],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // tiles and Google images come from other origins
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.hsts === 'always' ? HSTS : false,
  };
}

/**
 * The headers helmet sets with these options, found once: they are the same on every answer,
 * and building helmet's middleware for each request cost more than a small API call's query.
 */
export function securityHeaderValues(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(securityHeaders(config))({} as IncomingMessage, res as unknown as ServerResponse, (e?: unknown) => {
    if (e) throw e;
  });
  // Helmet has no Permissions-Policy: the console uses no camera, microphone or payment; location only for itself.
  headers['permissions-policy'] = 'camera=(), microphone=(), payment=(), geolocation=(self)';
  return headers;
}
