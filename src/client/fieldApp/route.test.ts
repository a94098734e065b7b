import { go, remember } from './route';

const here = () => window.location.pathname + window.location.search;

describe('the field app’s addresses', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    go('/walk');
  });
  afterEach(() => jest.useRealTimers());

  it('writes a search being typed once the typing pauses', () => {
    remember('/walk?q=su');
    remember('/walk?q=sun');
    expect(here()).toBe('/field/walk');
    jest.advanceTimersByTime(500);
    expect(here()).toBe('/field/walk?q=sun');
  });

  it('keeps a search typed just before the worker opens a voter, for the way back', async () => {
    remember('/walk?q=pat');
    go('/voter/7');
    expect(here()).toBe('/field/voter/7');
    jest.advanceTimersByTime(1000);
    // nothing written late over the voter's entry
    expect(here()).toBe('/field/voter/7');
    jest.useRealTimers();
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await back;
    expect(here()).toBe('/field/walk?q=pat');
  });

  it('drops a search typed when the back button leaves its screen', () => {
    remember('/walk?q=ra');
    window.history.replaceState(null, '', '/field/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    jest.advanceTimersByTime(1000);
    expect(here()).toBe('/field/');
  });
});
