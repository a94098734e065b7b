#!/usr/bin/env node
// Adds keys to the three catalogues in one quick read-merge-write, so helpers editing them at
// the same time do not lose each other's keys. Input: a JSON file { "key": { "en": "...",
// "hi": "...", "mr": "..." } }. An existing key with a different value is kept unless --force.
// Usage: node src/client/i18n/addKeys.mjs keys.json [--force]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../i18n');
const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: addKeys.mjs keys.json [--force]');
  process.exit(2);
}
const add = JSON.parse(fs.readFileSync(file, 'utf8'));
for (const [key, v] of Object.entries(add)) {
  for (const l of ['en', 'hi', 'mr']) if (typeof v[l] !== 'string' || !v[l].trim()) throw new Error(`${key}: missing ${l}`);
}
for (const l of ['en', 'hi', 'mr']) {
  const p = path.join(dir, `${l}.json`);
  const cat = JSON.parse(fs.readFileSync(p, 'utf8'));
  for (const [key, v] of Object.entries(add)) {
    if (key in cat && cat[key] !== v[l] && flag !== '--force') {
      console.warn(`${l}: ${key} kept (differs; pass --force to replace)`);
      continue;
    }
    cat[key] = v[l];
  }
  const sorted = Object.fromEntries(
    Object.keys(cat)
      .sort()
      .map((k) => [k, cat[k]]),
  );
  fs.writeFileSync(p, JSON.stringify(sorted, null, 2) + '\n');
}
console.log(`merged ${Object.keys(add).length} keys`);
