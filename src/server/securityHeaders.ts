// The headers every answer carries (console, assets and API): a strict Content-Security-Policy,
// nosniff, no framing, a referrer policy, and HSTS when the console is served over TLS.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
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
  // a real (unsent) answer: helmet sets and removes its headers on it as on any other
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(securityHeaders(config))(res.req, res, (e?: unknown) => {
    if (e) throw e;
  });
  const headers = Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
  // Helmet has no Permissions-Policy: the console uses no camera, microphone or payment; location only for itself.
  headers['permissions-policy'] = 'camera=(), microphone=(), payment=(), geolocation=(self)';
  return headers;
}
