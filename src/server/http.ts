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

// NUL and the other control characters (tab and line breaks are text) have no place in any
// field, and PostgreSQL refuses NUL outright: they are refused before anything else looks at them.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const SCALAR_TYPES = new Set(['string', 'number', 'boolean', 'date']);
const fieldTypes = new WeakMap<yup.AnyObjectSchema, Record<string, string>>();

/** Each field's yup type, read once per schema. */
function typesOf(schema: yup.AnyObjectSchema): Record<string, string> {
  let types = fieldTypes.get(schema);
  if (!types) {
    types = Object.fromEntries(Object.entries(schema.describe().fields).map(([k, d]) => [k, (d as { type: string }).type]));
    fieldTypes.set(schema, types);
  }
  return types;
}

/** Strings with control characters anywhere in a payload, by their path ('familyMembers[0].phone_no'). */
function controlCharacters(value: unknown, path: string, out: FieldError[]) {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) out.push(fieldError(path || 'body', 'validation.controlChars'));
  } else if (Array.isArray(value)) value.forEach((v, i) => controlCharacters(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) controlCharacters(v, path ? `${path}.${k}` : k, out);
}

/** What no schema should be asked to cast: control characters, and an object or a list where one value belongs. */
function hostileFields(schema: yup.AnyObjectSchema, body: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  controlCharacters(body, '', errors);
  const types = typesOf(schema);
  for (const [k, v] of Object.entries(body)) {
    if (errors.some((e) => e.code === k)) continue;
    if (v !== null && typeof v === 'object' && SCALAR_TYPES.has(types[k])) errors.push(fieldError(k, 'validation.invalidType'));
    // every number the API takes is an id, a code or a count: beyond 2^53 it is no such thing (and no bigint)
    else if (types[k] === 'number' && (typeof v === 'number' || typeof v === 'string') && Math.abs(Number(v)) > Number.MAX_SAFE_INTEGER)
      errors.push(fieldError(k, 'validation.integer'));
  }
  return errors;
}

/** Validates (and casts) a body with a shared schema; a 400 with every field's error otherwise. */
export async function validate<S extends yup.AnyObjectSchema>(schema: S, body: unknown, context?: object): Promise<yup.InferType<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest([fieldError('body', 'error.invalidInput')]);
  const hostile = hostileFields(schema, body as Record<string, unknown>);
  if (hostile.length) throw badRequest(hostile);
  const options = { abortEarly: false, stripUnknown: true, context };
  try {
    // Synchronous unless a test of the schema is asynchronous: yup's promise per field costs
    // more than the checks on a busy route.
    try {
      return schema.validateSync(body, options);
    } catch (e) {
      if (e instanceof yup.ValidationError || !String((e as Error)?.message).includes('synchronous')) throw e;
      return await schema.validate(body, options);
    }
  } catch (e) {
    if (e instanceof yup.ValidationError) {
      const seen = new Set<string>();
      const errors: FieldError[] = [];
      for (const inner of e.inner.length ? e.inner : [e]) {
        // a bad member of a list is the list's error: the form shows it under the list's field
        const code = (inner.path ?? 'body').replace(/(\[\d+\])+$/, '');
        if (seen.has(code)) continue;
        seen.add(code);
        const key = String(inner.message);
        errors.push(hasText(key) ? fieldError(code, key) : fieldError(code, 'error.invalidInput'));
      }
      throw badRequest(errors);
    }
    // a transform that met a value of a shape it cannot handle: the input is at fault, not the server
    if (e instanceof TypeError) throw badRequest([fieldError('body', 'error.invalidInput')]);
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
