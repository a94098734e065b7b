// The registry these machines reach lacks some platform binaries that npm lists as optional
// dependencies (e.g. @unrs/resolver-binding-darwin-arm64). `npm install` then leaves them out
// of package-lock.json and `npm ci` refuses the lock. This adds a platform-tagged entry for each
// missing one, so `npm ci` skips it as foreign to this platform. Idempotent; run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    const cpu = parts.find((p) => CPU.includes(p));
    if (!os || !cpu) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      cpu: [cpu],
    };
    added++;
  }
}
if (added) {
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
  writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
}
console.log(`lock-optional: ${added} foreign optional package(s) recorded`);
