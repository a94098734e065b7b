// The server half of the contract: a declared route becomes a Fastify route. Its scope and
// module become the guard's route config, its yup schemas validate params, query and body
// (400 with field errors, nothing reached the handler), and the handler's answer is typed by
// the declaration's response type (or is those bytes already: prepared.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeUrl, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf, type RouteSpec } from '../shared/api/contract';
import { validate } from './http';
import { Prepared, sendPrepared } from './prepared';

export interface Call<D extends RouteSpec> {
  params: ParamsOf<D>;
  query: QueryOf<D>;
  body: BodyOf<D>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface ServeOptions {
  /** yup context of the body schema, computed from the request (e.g. the chosen role's type) */
  context?: (req: FastifyRequest) => Promise<object | undefined> | object | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the declaration the route was registered from (the API document reads it) */
    decl?: RouteSpec;
  }
  interface FastifyInstance {
    /** every declaration registered on this instance, in registration order */
    contract: RouteSpec[];
    /** every route registered on this instance (method and URL), declared or not */
    registered: Array<{ method: string; url: string }>;
  }
}

/** Makes `app.contract` exist; buildApp calls it before any route is served. */
export function installContract(app: FastifyInstance) {
  app.decorate('contract', [] as RouteSpec[]);
  const registered: FastifyInstance['registered'] = [];
  app.decorate('registered', registered);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) registered.push({ method, url: r.url });
  });
}

export function serve<D extends RouteSpec>(
  app: FastifyInstance,
  decl: D,
  handler: (call: Call<D>) => Promise<ResponseOf<D> | Prepared<ResponseOf<D>>>,
  opts: ServeOptions = {},
) {
  app.contract.push(decl);
  app.route({
    method: decl.method,
    url: routeUrl(decl),
    ...(decl.bodyLimit ? { bodyLimit: decl.bodyLimit } : {}),
    config: {
      decl,
      public: decl.scope === 'public',
      superAdmin: decl.scope === 'superAdmin',
      module: decl.module,
      deviceLimit: decl.deviceLimit,
    },
    handler: async (req, reply) => {
      const params = (decl.params ? await validate(decl.params, req.params ?? {}) : {}) as ParamsOf<D>;
      const query = (decl.query ? await validate(decl.query, req.query ?? {}) : {}) as QueryOf<D>;
      const body = (decl.body && !decl.rawBody ? await validate(decl.body, req.body, await opts.context?.(req)) : undefined) as BodyOf<D>;
      if (decl.response.file) reply.type(decl.response.file);
      const answer = await handler({ params, query, body, req, reply });
      if (decl.response.status !== 200 && reply.statusCode === 200) reply.status(decl.response.status);
      return answer instanceof Prepared ? sendPrepared(req, reply, answer) : answer;
    },
  });
}
