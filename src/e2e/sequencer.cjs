// The order of a whole run's test files. A browser file keeps a server and a chromium busy for a
// minute or more, a server or client file mostly its own worker: the browser files spread evenly
// through the run (the longest first) tend to run one at a time beside the others, so two
// workers share two cores instead of two browser files crowding them.
const Sequencer = require('@jest/test-sequencer').default;

class InterleavedSequencer extends Sequencer {
  sort(tests) {
    // jest's order within each kind: failed last time, then longest last time (else largest)
    const sorted = super.sort([...tests]);
    const browser = sorted.filter((t) => t.path.endsWith('.e2e.ts'));
    const rest = sorted.filter((t) => !t.path.endsWith('.e2e.ts'));
    const order = [];
    browser.forEach((test, i) => {
      order.push(test, ...rest.splice(0, Math.ceil(rest.length / (browser.length - i))));
    });
    return [...order, ...rest];
  }
}

module.exports = InterleavedSequencer;
