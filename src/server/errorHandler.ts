// The answer to a request that failed: our own HttpErrors as they are, a unique index's refusal
// as a 409, an unreachable database as a 503 to try again, Fastify's own client errors by field,
// anything else a 500 without its details.
import type { FastifyInstance } from 'fastify';
import { HttpError, conflict, fieldError, message, sendError, text } from './http';

export function installErrorHandler(app: FastifyInstance) {
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
}

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
