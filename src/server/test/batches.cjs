// The server's test files of a run taken in batches: a batch is one file that requires several of
// them (neighbours by folder), so they share one module registry and one harness per database
// (harness.ts' shareHarnesses) instead of each importing the app and opening its databases again:
// that start cost several seconds a file, more than the tests of most files. Each file still
// makes its own organisations. A run of a single server file runs it as it is.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const PROJECT = 'server';
const PER_BATCH = 8;
const HARNESS = path.join(__dirname, 'harness.ts');

const isServer = (test) => test.context.config.displayName?.name === PROJECT;

/** The files in batches of about PER_BATCH, in path order (a folder's files together). */
function chunks(tests) {
  const sorted = [...tests].sort((a, b) => a.path.localeCompare(b.path));
  const count = Math.max(1, Math.round(sorted.length / PER_BATCH));
  return Array.from({ length: count }, (_, i) => sorted.slice(Math.floor((i * sorted.length) / count), Math.floor(((i + 1) * sorted.length) / count)));
}

function batchFile(rootDir, index, members) {
  const dir = path.join(rootDir, '.tmp', 'jest-batches');
  fs.mkdirSync(dir, { recursive: true });
  const lines = [`require(${JSON.stringify(HARNESS)}).shareHarnesses();`, ...members.map((t) => `require(${JSON.stringify(t.path)});`)];
  const text = lines.join('\n') + '\n';
  // named by its first folder and its members (another run beside this one, of other files,
  // writes files of other names), so jest's time of the last run is the same batch's
  const first = path.relative(path.join(rootDir, 'src'), path.dirname(members[0].path)).replaceAll(path.sep, '.');
  const hash = crypto.createHash('sha1').update(text).digest('hex').slice(0, 6);
  const file = path.join(dir, `${PROJECT}-${String(index + 1).padStart(2, '0')}-${first}-${hash}.test.ts`);
  fs.writeFileSync(file, text);
  return file;
}

/** `tests` with the server's files replaced by their batches (the sequencer orders them all). */
function inBatches(tests) {
  const server = tests.filter(isServer);
  if (server.length < 2) return tests;
  const batches = chunks(server).map((members, i) => ({
    context: members[0].context,
    path: batchFile(members[0].context.config.rootDir, i, members),
    members,
  }));
  return [...tests.filter((t) => !isServer(t)), ...batches];
}

module.exports = { inBatches };
