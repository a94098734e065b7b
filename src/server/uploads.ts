// Images arrive as data URLs or bare base64; they are stored as files under a random name
// and served back by that name. Only real PNG, JPEG and WebP (checked by their bytes) pass.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { badRequest, fieldError } from './http';
import { isImageData } from '../shared/images';

const KINDS: Array<{ ext: string; test: (b: Buffer) => boolean }> = [
  { ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export function decodeImage(value: string, field: string, maxBytes: number): { buf: Buffer; ext: string } {
  const body = value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value;
  const buf = Buffer.from(body, 'base64');
  if (buf.length > maxBytes) throw badRequest([fieldError(field, 'validation.imageTooLarge')]);
  const kind = KINDS.find((k) => k.test(buf));
  if (!kind) throw badRequest([fieldError(field, 'validation.imageType')]);
  return { buf, ext: kind.ext };
}

export function writeImage(dir: string, img: { buf: Buffer; ext: string }): string {
  const name = `${crypto.randomBytes(16).toString('hex')}.${img.ext}`;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), img.buf);
  return name;
}

/**
 * Decodes every image field first (so a bad one rejects the request before anything is written),
 * then stores them. Fields that are empty or not base64 (an existing name) are left out.
 */
export function storeImages(values: Record<string, unknown>, fields: string[], dir: string, maxBytes: number): Record<string, string> {
  const decoded = fields.filter((f) => isImageData(values[f])).map((f) => [f, decodeImage(values[f] as string, f, maxBytes)] as const);
  return Object.fromEntries(decoded.map(([f, img]) => [f, writeImage(dir, img)]));
}
