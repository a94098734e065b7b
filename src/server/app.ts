// buildApp: the Fastify instance with every route. Tests call app.inject() on it.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import fastifyStatic from '@fastify/static';
import { AuthApi } from '../shared/api/auth';
import { HealthApi } from '../shared/api/health';
import { cookieLocale, DEFAULT_LOCALE, type Locale } from '../shared/domain/constants';
import { opsRoutes } from './ops/backup';
import type { Config } from './config';
import { migrationState, type Database } from './db/client';
import { SignInLimiter } from './auth/rateLimit';
import { installGuard } from './auth/guard';
import { installContract, serve } from './route';
import { HSTS_HEADER, securityHeaderValues } from './securityHeaders';
import { normaliseUrl } from './paths';
import { adoptFlatUploads } from './uploads';
import { installNoStore } from './noStore';
import { docsRoutes } from './openapi';
import { HttpError, conflict, fieldError, message, refuseTooDeep, sendError, text } from './http';
import type { Deps } from './deps';
import { SharedAnswers } from './sharedAnswers';
import { domainRoutes } from './domains/index';
import { turnoutReader } from './domains/pollDay/turnout';

const isFile = (p: string) => /\.[a-z0-9]+$/i.test(p);
const API_PATH = /^\/api(\/|$)/i;
/** A client route of the console: plain segments, no escapes (anything else is no page of ours). */
const CLIENT_ROUTE = /^\/[A-Za-z0-9\-._~/]*$/;
const FIELD_PAGE = /^\/field(\/|$)/;
/** @fastify/static's catch-all pattern (wildcard mode). */
const CONSOLE_FILES = '/*';
/** A build file named by its content hash (js/main.1a2b3c4d.js, fonts/x.1a2b3c4d.woff2). */
const HASHED = /\.[0-9a-f]{8}(\.chunk)?\.[a-z0-9]+(\.br|\.gz)?$/;

export async function buildApp(
  config: Config,
  database: Database,
  opts: {
    logger?: FastifyHttpOptions<Server>['logger'];
    /** the secret of PGlite snapshots (ops/backup.ts) */
    opsToken?: string;
    /** called before any hook or route is added (tests count handler calls with an onRoute hook) */
    instrument?: (app: FastifyInstance) => void;
  } = {},
): Promise<FastifyInstance> {
  const options: FastifyHttpOptions<Server> = {
    logger: opts.logger ?? false,
    // one line per request of our own (below) instead of Fastify's two, which carry the whole URL
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 12 * 1024 * 1024,
    trustProxy: config.trustProxy,
    // the router, the guard and the handlers see one spelling of every path (paths.ts)
    rewriteUrl: (req) => normaliseUrl(req.url ?? '/'),
  };
  const app = Fastify(options);
  opts.instrument?.(app);
  const deps: Deps = {
    config,
    database,
    limiter: new SignInLimiter(database, config.loginLimit),
    answers: new SharedAnswers(config.answerCacheSeconds * 1000),
    turnout: turnoutReader(database),
  };

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof HttpError) return sendError(reply, err);
    // A unique index beat the application's own check (two requests at once): still a 409.
    const unique = uniqueViolation(err);
    if (unique) return sendError(reply, conflict(unique.field, unique.key));
    // The database is down or restarting: the request may be tried again; the pool reconnects by itself.
    if (databaseUnavailable(err)) {
      req.log.warn({ err: String((err as Error).message) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ ...message('error.databaseUnavailable') });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, ...)
      // a route of a limit of its own (the phones' sync) says how much it takes at once
      const limit = req.routeOptions.config?.decl?.bodyLimit;
      if (status === 413 && limit) {
        const values = { mb: Math.round((limit / (1024 * 1024)) * 10) / 10 };
        return reply.status(413).send({ ...message('error.requestTooLarge', values), errors: [fieldError('body', 'error.requestTooLarge', values)] });
      }
      const key = status === 413 ? 'error.tooLarge' : 'error.invalidInput';
      return reply.status(status).send({ ...message(key), errors: [fieldError('body', key)] });
    }
    req.log.error(err);
    return reply.status(500).send({ msg: text('error.server') });
  });

  // On the raw answer, as helmet sets them: answers a route writes itself carry them too.
  const security = Object.entries(securityHeaderValues(config));
  const hstsOverTls = config.hsts === 'https';
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of security) reply.raw.setHeader(name, value);
    if (hstsOverTls && req.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS_HEADER);
    done();
  });

  // One structured line per request: the route's pattern, never its URL (queries may hold names),
  // and no header or body (tokens, passwords, phone numbers).
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        route: req.routeOptions.url ?? 'not found',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        tenant: req.auth?.tenantId,
        user: req.auth?.userId,
      },
      'request',
    );
  });

  // Before any code of a route (a schema's context, the checks) walks a body that nests too deep.
  app.addHook('preValidation', async (req) => refuseTooDeep(req.body));

  installContract(app);
  deps.answers.install(app);
  installGuard(app, database.db, { idleMinutes: config.sessionIdleMinutes, cacheMs: config.sessionCacheSeconds * 1000 });

  serve(app, HealthApi.live, async () => ({ status: 'ok' as const }));
  serve(app, HealthApi.ready, async ({ reply }) => {
    const m = await migrationState(database);
    const ready = m.database && m.applied >= m.expected;
    if (!ready) reply.status(503);
    return { ready, database: m.database, migrations: { applied: m.applied, expected: m.expected } };
  });

  if (opts.opsToken) opsRoutes(app, database, opts.opsToken);

  serve(app, AuthApi.publicConfig, async () => ({
    googleMapsKey: config.googleMapsKey ?? null,
    tileUrl: config.tileUrl,
  }));

  // Stored images are served by a declared route (domains/files) to their organisation's sessions
  // only; files stored before organisations had folders move into them once.
  await adoptFlatUploads(database, config.uploadsDir);
  installNoStore(app);

  for (const register of domainRoutes) register(app, deps);
  docsRoutes(app);

  // The built console, with client routes falling back to index.html. Files are looked up per
  // request (wildcard), so a rebuild under a running server is served; a missing file (a path
  // with an extension, such as an old chunk) is a 404, not the page's HTML parsed as script.
  const index = path.join(config.distDir, 'index.html');
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
      root: config.distDir,
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
      if (fs.existsSync(path.join(config.distDir, `sign-in.${locale}.html`))) {
        return reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'cookie').sendFile(`sign-in.${locale}.html`);
      }
    }
    // the field app (phones) is a page of its own, at /field and under it
    if (FIELD_PAGE.test(pathname) && fs.existsSync(path.join(config.distDir, 'field.html'))) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('field.html');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}

const signInLocale = (cookie: string | undefined): Locale => cookieLocale(cookie) ?? DEFAULT_LOCALE;

const UNIQUE_FIELDS: Record<string, { field: string; key: string }> = {
  users_email_live: { field: 'email', key: 'validation.emailTaken' },
  users_tenant_phone_live: { field: 'phone_no', key: 'validation.phoneTaken' },
};

function uniqueViolation(err: unknown): { field: string; key: string } | null {
  // drizzle wraps the driver's error; both pg and PGlite carry code and constraint
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    // 23P01: an exclusion constraint (the voters' roll slot) is this table's unique rule
    if (e.code === '23505' || e.code === '23P01') return UNIQUE_FIELDS[e.constraint ?? ''] ?? { field: 'body', key: 'validation.duplicate' };
  }
  return null;
}

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart,
// terminated backend), too many connections, and the socket errors of a server that is gone.
const UNAVAILABLE_CODES = /^(08...|57P0[1-3]|53300|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN)$/;

/** Whether a failure is the database being unreachable rather than the request or the code. */
export function databaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code && UNAVAILABLE_CODES.test(e.code)) return true;
    // pg's own words for a connection lost, one that could not be opened in time, and a pool
    // with no connection free in time (every one waiting on the database): nothing of the
    // request was applied by then, or it was rolled back with its connection
    if (/Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(e.message ?? ''))
      return true;
  }
  return false;
}
