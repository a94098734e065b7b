// The built console, served from its build folder: files by name, client routes as its page.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cookieLocale, DEFAULT_LOCALE, type Locale } from '../shared/domain/constants';
import { text } from './http';

const isFile = (p: string) => /\.[a-z0-9]+$/i.test(p);
const API_PATH = /^\/api(\/|$)/i;
/** A client route of the console: plain segments, no escapes (anything else is no page of ours). */
const CLIENT_ROUTE = /^\/[A-Za-z0-9\-._~/]*$/;
const FIELD_PAGE = /^\/field(\/|$)/;
/** @fastify/static's catch-all pattern (wildcard mode). */
const CONSOLE_FILES = '/*';
/** A build file named by its content hash (js/main.1a2b3c4d.js, fonts/x.1a2b3c4d.woff2). */
const HASHED = /\.[0-9a-f]{8}(\.chunk)?\.[a-z0-9]+(\.br|\.gz)?$/;

const signInLocale = (cookie: string | undefined): Locale => cookieLocale(cookie) ?? DEFAULT_LOCALE;

/** The console's files and pages, and the 404 of everything else; added after every route. */
export async function serveConsole(app: FastifyInstance, distDir: string) {
  // The built console, with client routes falling back to index.html. Files are looked up per
  // request (wildcard), so a rebuild under a running server is served; a missing file (a path
  // with an extension, such as an old chunk) is a 404, not the page's HTML parsed as script.
  const index = path.join(distDir, 'index.html');
  if (fs.existsSync(index)) {
    // Only names with an extension are files; '/' and other folders are client routes. Source
    // maps stay on the server. A file with a content hash in its name never changes: the browser
    // keeps it for a year; anything else (the page, the icon) is asked again each time. Each is
    // sent as the .br or .gz the build made when the browser accepts it.
    // The guard denies every route not declared public, and this plugin takes no route config:
    // its catch-all route (the only one registered as '/*') is marked here. A flag set around the
    // registration would also mark whatever plugin avvio happens to load during it.
    app.addHook('onRoute', (r) => {
      if (r.url === CONSOLE_FILES) r.config = { ...r.config, public: true };
    });
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      allowedPath: (p) => isFile(p) && !p.endsWith('.map'),
      cacheControl: false,
      setHeaders: (res, file) => void res.header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    // HEAD answers as GET does (its body left out); an API path of any case is never the page
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (API_PATH.test(pathname) || !CLIENT_ROUTE.test(pathname) || !page || isFile(pathname) || !fs.existsSync(index)) {
      return reply.status(404).send({ msg: text('error.notFound') });
    }
    // the sign-in page comes prerendered in the language the console last showed (a cookie)
    if (pathname === '/sign-in') {
      const locale = signInLocale(req.headers.cookie);
      if (fs.existsSync(path.join(distDir, `sign-in.${locale}.html`))) {
        return reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'cookie').sendFile(`sign-in.${locale}.html`);
      }
    }
    // the field app (phones) is a page of its own, at /field and under it
    if (FIELD_PAGE.test(pathname) && fs.existsSync(path.join(distDir, 'field.html'))) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('field.html');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
