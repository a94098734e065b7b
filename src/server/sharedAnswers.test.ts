import { SharedAnswers } from './sharedAnswers';

describe('answers shared by an organisation for a few seconds', () => {
  const counter = () => {
    let n = 0;
    return { next: async () => ++n, count: () => n };
  };

  it('computes an answer once for concurrent and later askers, per organisation', async () => {
    const answers = new SharedAnswers(60_000);
    const c = counter();
    const got = await Promise.all([1, 2, 3].map(() => answers.get(7, 'dashboard:38', c.next)));
    expect(got).toEqual([1, 1, 1]);
    expect(await answers.get(7, 'dashboard:38', c.next)).toBe(1);
    // another organisation asking the same question gets its own answer
    expect(await answers.get(8, 'dashboard:38', c.next)).toBe(2);
    expect(c.count()).toBe(2);
  });

  it("drops an organisation's answers when it changes, and only its own", async () => {
    const answers = new SharedAnswers(60_000);
    const c = counter();
    await answers.get(7, 'd', c.next);
    await answers.get(8, 'd', c.next);
    answers.changed(7);
    expect(await answers.get(7, 'd', c.next)).toBe(3);
    expect(await answers.get(8, 'd', c.next)).toBe(2);
    answers.changed('all');
    expect(await answers.get(8, 'd', c.next)).toBe(4);
  });

  it('keeps no answer computed across a change, and none past its time', async () => {
    const answers = new SharedAnswers(40);
    let release = () => {};
    const slow = answers.get(7, 'd', () => new Promise<string>((r) => (release = () => r('old'))));
    answers.changed(7);
    // asked after the change: not joined to the computation under way
    const fresh = answers.get(7, 'd', async () => 'new');
    release();
    expect(await slow).toBe('old');
    expect(await fresh).toBe('new');
    expect(await answers.get(7, 'd', async () => 'newer')).toBe('new');
    await new Promise((r) => setTimeout(r, 60));
    expect(await answers.get(7, 'd', async () => 'newest')).toBe('newest');
  });

  it('computes an answer past half its time again while still serving it, once', async () => {
    const answers = new SharedAnswers(1000);
    const c = counter();
    expect(await answers.get(7, 'd', c.next)).toBe(1);
    await new Promise((r) => setTimeout(r, 600));
    let release = () => {};
    const refresh = new Promise<void>((r) => (release = r));
    const slow = async () => {
      await refresh;
      return c.next();
    };
    // served at once from the answer in hand, the refresh started by the first asker only
    expect(await Promise.all([answers.get(7, 'd', slow), answers.get(7, 'd', slow)])).toEqual([1, 1]);
    release();
    await new Promise((r) => setTimeout(r, 10));
    expect(c.count()).toBe(2);
    expect(await answers.get(7, 'd', c.next)).toBe(2);
    // a refresh that fails leaves the answer in hand until its time is up
    await new Promise((r) => setTimeout(r, 600));
    expect(await answers.get(7, 'd', () => Promise.reject(new Error('database gone')))).toBe(2);
    await new Promise((r) => setTimeout(r, 500));
    await expect(answers.get(7, 'd', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
  });

  it('shares nothing when its time is 0', async () => {
    const answers = new SharedAnswers(0);
    const c = counter();
    await answers.get(7, 'd', c.next);
    await answers.get(7, 'd', c.next);
    expect(c.count()).toBe(2);
  });
});
