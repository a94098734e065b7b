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
/** Half of a UTF-16 pair without its other half: no character at all, and PostgreSQL refuses it in jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SCALAR_TYPES = new Set(['string', 'number', 'boolean', 'date']);

/**
 * Most levels of objects and lists a body may nest, the body itself the first. No form or phone
 * sends more than a handful (a polygon's points are five deep); every check that walks a value
 * (ours, yup's) recurses, and thousands of levels overflow the stack.
 */
export const MAX_DEPTH = 32;

/**
 * The field of a body under which objects and lists nest deeper than MAX_DEPTH ('body' for the
 * body's own list), or null. A walk with a list of its own instead of recursion, and so safe at
 * any depth; it stops at the first level too deep.
 */
export function tooDeep(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const pending: Array<{ value: unknown; level: number; field: string }> = Object.entries(body).map(([k, value]) => ({
    value,
    level: 2,
    field: Array.isArray(body) ? 'body' : k,
  }));
  while (pending.length) {
    const { value, level, field } = pending.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (level > MAX_DEPTH) return field;
    for (const child of Object.values(value)) pending.push({ value: child, level: level + 1, field });
  }
  return null;
}

/** A 400 naming the field of a body nested deeper than MAX_DEPTH. */
export function refuseTooDeep(body: unknown) {
  const deep = tooDeep(body);
  if (deep) throw badRequest([fieldError(deep, 'validation.tooDeep', { max: MAX_DEPTH })]);
}

/** What yup's describe() says of a field: enough to walk a payload beside its schema. */
interface FieldShape {
  type: string;
  nullable?: boolean;
  fields?: Record<string, FieldShape>;
  innerType?: FieldShape;
}
const shapes = new WeakMap<yup.AnyObjectSchema, FieldShape>();

/** A schema's shape, read once per schema. */
function shapeOf(schema: yup.AnyObjectSchema): FieldShape {
  let shape = shapes.get(schema);
  if (!shape) {
    shape = schema.describe() as FieldShape;
    shapes.set(schema, shape);
  }
  return shape;
}

/**
 * What no schema should be asked to cast, anywhere in a payload, by its path
 * ('familyMembers[0].phone_no'): control characters and broken UTF-16 in any string; an object or
 * a list where one value belongs; a number, true/false or null where the schema takes text (yup
 * would turn 9007199254740993 into "9007199254740992"); numbers beyond 2^53 (every number the API
 * takes is an id, a code or a count, never such a number, nor a bigint).
 */
function hostile(value: unknown, shape: FieldShape | undefined, path: string, out: FieldError[]) {
  const code = path || 'body';
  const type = shape?.type;
  if (typeof value === 'string') {
    if (CONTROL.test(value)) out.push(fieldError(code, 'validation.controlChars'));
    else if (LONE_SURROGATE.test(value)) out.push(fieldError(code, 'validation.invalidUnicode'));
    else if (type === 'number' && Math.abs(Number(value)) > Number.MAX_SAFE_INTEGER) out.push(fieldError(code, 'validation.integer'));
  } else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    if (type === 'string' && !(value === null && shape?.nullable)) out.push(fieldError(code, 'validation.textExpected'));
    else if (type === 'number' && typeof value === 'number' && Math.abs(value) > Number.MAX_SAFE_INTEGER) out.push(fieldError(code, 'validation.integer'));
  } else if (Array.isArray(value)) {
    if (type && SCALAR_TYPES.has(type)) out.push(fieldError(code, 'validation.invalidType'));
    else value.forEach((v, i) => hostile(v, shape?.innerType, `${path}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    if (type && SCALAR_TYPES.has(type)) out.push(fieldError(code, 'validation.invalidType'));
    else for (const [k, v] of Object.entries(value)) hostile(v, shape?.fields?.[k], path ? `${path}.${k}` : k, out);
  }
}

/** Validates (and casts) a body with a shared schema; a 400 with every field's error otherwise. */
export async function validate<S extends yup.AnyObjectSchema>(schema: S, body: unknown, context?: object): Promise<yup.InferType<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest([fieldError('body', 'error.invalidInput')]);
  refuseTooDeep(body);
  const refused: FieldError[] = [];
  hostile(body, shapeOf(schema), '', refused);
  if (refused.length) throw badRequest(refused);
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
        // a test may fill its key's placeholders: params: { values: {...} }
        const values = (inner.params as { values?: MessageValues } | undefined)?.values;
        errors.push(hasText(key) ? fieldError(code, key, values) : fieldError(code, 'error.invalidInput'));
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
