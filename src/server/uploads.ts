// Images arrive as data URLs or bare base64; they are stored as files under a random name in the
// folder of the organisation they belong to (uploadsDir/<tenantId>/<name>) and served back by that
// name to a session of that organisation only (domains/files). Only real PNG, JPEG and WebP
// (checked by their bytes) pass.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest, fieldError } from './http';
import { isImageData } from '../shared/images';
import { STORED_NAME } from '../shared/api/files';
import type { Database } from './db/client';
import { resources, socialPosts, tenants, users } from './db/schema';

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

/** The folder of one organisation's files. */
export const tenantFolder = (uploadsDir: string, tenantId: number) => path.join(uploadsDir, String(tenantId));

export function writeImage(dir: string, img: { buf: Buffer; ext: string }): string {
  const name = `${crypto.randomBytes(16).toString('hex')}.${img.ext}`;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), img.buf);
  return name;
}

/**
 * Decodes every image field (so a bad one rejects the request before anything is written) and
 * names each; `write` stores them. Apart for a new organisation, whose folder is known only once
 * its row exists. Fields that are empty or not base64 (an existing name) are left out.
 */
export function prepareImages(values: Record<string, unknown>, fields: string[], maxBytes: number) {
  const decoded = fields
    .filter((f) => isImageData(values[f]))
    .map((f) => {
      const img = decodeImage(values[f] as string, f, maxBytes);
      return { field: f, img, name: `${crypto.randomBytes(16).toString('hex')}.${img.ext}` };
    });
  return {
    names: Object.fromEntries(decoded.map((d) => [d.field, d.name])) as Record<string, string>,
    write(dir: string) {
      if (decoded.length) fs.mkdirSync(dir, { recursive: true });
      for (const d of decoded) fs.writeFileSync(path.join(dir, d.name), d.img.buf);
    },
  };
}

/** Decodes every image field, then stores them in `dir` (an organisation's folder); answers field → stored name. */
export function storeImages(values: Record<string, unknown>, fields: string[], dir: string, maxBytes: number): Record<string, string> {
  const images = prepareImages(values, fields, maxBytes);
  images.write(dir);
  return images.names;
}

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** A stored file of `dir` by its name, with its content type; null for a name of another form or no such file. */
export async function readStored(dir: string, name: string): Promise<{ bytes: Buffer; type: string } | null> {
  if (!STORED_NAME.test(name)) return null;
  try {
    const bytes = await fs.promises.readFile(path.join(dir, name));
    return { bytes, type: TYPES[name.slice(name.lastIndexOf('.') + 1)] };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'EISDIR') return null;
    throw e;
  }
}

/** Every column that holds a stored file's name, with the organisation its row belongs to. */
const IMAGE_COLUMNS: Array<{ tenant: PgColumn; name: PgColumn }> = [
  { tenant: tenants.id, name: tenants.organization_symbol },
  { tenant: tenants.id, name: tenants.organization_election_symbol },
  { tenant: users.tenant_id, name: users.profile_picture },
  { tenant: users.tenant_id, name: users.adharcard_picture },
  { tenant: users.tenant_id, name: users.slip_image },
  { tenant: resources.tenant_id, name: resources.image },
  { tenant: socialPosts.tenant_id, name: socialPosts.media_url },
];
const BATCH = 500;

/**
 * Files stored before they had folders lay flat in uploadsDir: each moves into the folder of the
 * organisation whose rows name it (copied into each, should several). A flat file no row names
 * stays where it is, out of every folder, so it is never served. Run at every start: a start
 * after the move reads the folder and finds nothing to do; a move cut short is finished by the
 * next. Answers how many files moved.
 */
export async function adoptFlatUploads(database: Database, uploadsDir: string): Promise<number> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  const flat = fs
    .readdirSync(uploadsDir, { withFileTypes: true })
    .filter((e) => e.isFile() && STORED_NAME.test(e.name))
    .map((e) => e.name);
  let moved = 0;
  for (let i = 0; i < flat.length; i += BATCH) {
    const batch = flat.slice(i, i + BATCH);
    const owners = new Map<string, Set<number>>();
    for (const c of IMAGE_COLUMNS) {
      const rows = await database.db.select({ tenant: c.tenant, name: c.name }).from(c.name.table).where(inArray(c.name, batch));
      for (const r of rows as Array<{ tenant: number; name: string }>) {
        const set = owners.get(r.name) ?? new Set<number>();
        owners.set(r.name, set.add(Number(r.tenant)));
      }
    }
    for (const [name, tenantIds] of owners) {
      const from = path.join(uploadsDir, name);
      try {
        const [first, ...others] = [...tenantIds];
        for (const t of others) {
          fs.mkdirSync(tenantFolder(uploadsDir, t), { recursive: true });
          fs.copyFileSync(from, path.join(tenantFolder(uploadsDir, t), name));
        }
        fs.mkdirSync(tenantFolder(uploadsDir, first), { recursive: true });
        fs.renameSync(from, path.join(tenantFolder(uploadsDir, first), name));
        moved++;
      } catch (e) {
        // another server starting beside this one moved it first
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
  }
  return moved;
}
