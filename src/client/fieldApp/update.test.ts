// The page learns of a new build waiting in the service worker: never at the app's first install
// (no worker controls the page yet), at once for one already waiting, and when an update found
// while the app is open has installed; Reload asks the waiting worker to take over.
import { applyUpdate, SKIP_WAITING, watchForUpdate } from './update';

/** A service worker of the fake registration: its state changes as the browser would change it. */
class FakeWorker extends EventTarget {
  state = 'installing';
  sent: unknown[] = [];
  postMessage(m: unknown) {
    this.sent.push(m);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function browser(opts: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = Object.assign(new EventTarget(), {
    waiting: (opts.waiting ?? null) as FakeWorker | null,
    installing: null as FakeWorker | null,
    update: jest.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: opts.controlled ? new FakeWorker() : null,
    ready: Promise.resolve(registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  /** a new build found: its worker installs, then (the page controlled by the old one) waits */
  const newBuild = () => {
    const w = new FakeWorker();
    registration.installing = w;
    registration.dispatchEvent(new Event('updatefound'));
    return w;
  };
  return { registration, newBuild };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a new version of the field app', () => {
  it('is not offered at the first install, when no worker controls the page', async () => {
    const { newBuild } = browser({ controlled: false });
    const found = jest.fn();
    const stop = watchForUpdate(found);
    await settled();
    newBuild().become('installed');
    expect(found).not.toHaveBeenCalled();
    stop();
  });

  it('is offered when a worker already waits, and when one found while the app is open has installed', async () => {
    const early = new FakeWorker();
    early.state = 'installed';
    const { newBuild } = browser({ controlled: true, waiting: early });
    const found = jest.fn();
    const stop = watchForUpdate(found);
    await settled();
    expect(found).toHaveBeenLastCalledWith(early);
    const later = newBuild();
    expect(found).toHaveBeenCalledTimes(1);
    later.become('installed');
    expect(found).toHaveBeenLastCalledWith(later);
    stop();
    // stopped: a build found after is not offered
    newBuild().become('installed');
    expect(found).toHaveBeenCalledTimes(2);
  });

  it('asks the waiting worker to take over on Reload', () => {
    const w = new FakeWorker();
    applyUpdate(w as unknown as ServiceWorker);
    expect(w.sent).toEqual([{ type: SKIP_WAITING }]);
  });

  it('watches nothing where the browser has no service workers', () => {
    expect(() => watchForUpdate(jest.fn())()).not.toThrow();
  });
});
