// Error shapes of the API contract and request validation with the shared yup schemas.
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import type { FieldError, Message, MessageValues } from '../shared/api/messages';
import { hasText, text } from './text';

export { text };
export type { FieldError };

/** A message of the answer: its catalogue key and values, and the English text. */
export const message = (key: string, values?: MessageValues): Message => ({ msg: text(key, values), key, ...(values ? { values } : {}) });

export class HttpError extends Error {
  constructor(
    public status: number,
    public key: string,
    public errors?: FieldError[],
    public extra?: Record<string, unknown>,
    public values?: MessageValues,
  ) {
    super(text(key, values));
  }
}

export const fieldError = (code: string, key: string, values?: MessageValues): FieldError => ({
  code,
  key,
  message: text(key, values),
  ...(values ? { values } : {}),
});

export const badRequest = (errors: FieldError[]) => new HttpError(400, errors[0]?.key ?? 'error.invalidInput', errors, undefined, errors[0]?.values);
export const notFound = () => new HttpError(404, 'error.notFound');
export const forbidden = (key = 'error.forbidden') => new HttpError(403, key);
export const unauthorized = (key = 'error.unauthorized') => new HttpError(401, key);
export const conflict = (code: string, key: string) => new HttpError(409, key, [fieldError(code, key)]);

/** Validates (and casts) a body with a shared schema; a 400 with every field's error otherwise. */
export async function validate<S extends yup.AnyObjectSchema>(schema: S, body: unknown, context?: object): Promise<yup.InferType<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest([fieldError('body', 'error.invalidInput')]);
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: true, context });
  } catch (e) {
    if (e instanceof yup.ValidationError) {
      const seen = new Set<string>();
      const errors: FieldError[] = [];
      for (const inner of e.inner.length ? e.inner : [e]) {
        const code = inner.path ?? 'body';
        if (seen.has(code)) continue;
        seen.add(code);
        const key = String(inner.message);
        errors.push(hasText(key) ? fieldError(code, key) : fieldError(code, 'error.invalidInput'));
      }
      throw badRequest(errors);
    }
    throw e;
  }
}

/** A positive integer route or query parameter, else 400 (never a database error). */
export function intParam(value: unknown, code = 'id'): number {
  const s = String(value ?? '');
  if (!/^\d{1,15}$/.test(s) || Number(s) < 1) throw badRequest([fieldError(code, 'validation.integer')]);
  return Number(s);
}

export function sendError(reply: FastifyReply, err: HttpError) {
  return reply.status(err.status).send({ ...message(err.key, err.values), ...(err.errors ? { errors: err.errors } : {}), ...err.extra });
}

export type Req = FastifyRequest;
