// The order of a whole run's test files. A browser file keeps a server and a chromium busy for a
// minute or more, a server or client file mostly its own worker: the browser files spread evenly
// through the run (the longest first), each followed by about as much of the other work as it
// takes itself, so one browser file tends to run at a time beside the rest and two workers share
// two cores instead of two browser files crowding them. The server's files run in batches
// (server/test/batches.cjs), each placed as one file.
const Sequencer = require('@jest/test-sequencer').default;
const { inBatches } = require('../server/test/batches.cjs');

const isBrowser = (t) => t.path.endsWith('.e2e.ts');

/** What a file is expected to take (ms): its time of the last run, else a guess by its kind. */
const weight = (t) => t.duration ?? (t.members ? t.members.length * 8000 : isBrowser(t) ? 25000 : 2000);

const total = (tests) => tests.reduce((sum, t) => sum + weight(t), 0);

const BUILD_GUESS = 90000;

class InterleavedSequencer extends Sequencer {
  sort(tests) {
    // jest's order within each kind: failed last time, then longest last time (else largest)
    const sorted = super.sort([...tests]);
    const browser = sorted.filter(isBrowser);
    // the rest longest first (a batch's time of the last run is known by its own path)
    const rest = inBatches(sorted.filter((t) => !isBrowser(t)));
    for (const t of rest) t.duration = this.time(t);
    rest.sort((a, b) => weight(b) - weight(a));
    const share = total(rest) / Math.max(1, total(browser));
    const order = [];
    let browserDone = 0;
    let restDone = 0;
    for (const test of browser) {
      order.push(test);
      // the first browser file waits for the console's build too (its recorded time says so)
      browserDone += weight(test) + (order.length === 1 && test.duration == null ? BUILD_GUESS : 0);
      while (rest.length && restDone + weight(rest[0]) / 2 <= browserDone * share) {
        restDone += weight(rest[0]);
        order.push(rest.shift());
      }
    }
    return [...order, ...rest];
  }
}

module.exports = InterleavedSequencer;
