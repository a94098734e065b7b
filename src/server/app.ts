// buildApp: the Fastify instance with every route. Tests call app.inject() on it.
import Fastify, { LogController, type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { AuthApi } from '../shared/api/auth';
import { HealthApi } from '../shared/api/health';
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
import { refuseTooDeep } from './http';
import { installErrorHandler } from './errorHandler';
import { serveConsole } from './consoleFiles';
import type { Deps } from './deps';
import { SharedAnswers } from './sharedAnswers';
import { domainRoutes } from './domains/index';
import { turnoutReader } from './domains/pollDay/turnout';

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

  installErrorHandler(app);

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

  await serveConsole(app, config.distDir);
  return app;
}
