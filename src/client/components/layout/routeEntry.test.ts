import { lazyPage, preloadPage, type RouteEntry } from './routeEntry';
import { makeStore } from '../../store/store';

const match = (path: string, at: string) => path === at;

describe('preloadPage', () => {
  it("runs the page's chunk, then hands the store to the page's own prefetch, before the first render", async () => {
    const prefetch = jest.fn();
    const Page = Object.assign(() => null, { prefetch });
    const entries: RouteEntry[] = [{ path: '/dashboard', element: lazyPage(() => Promise.resolve({ default: Page }), 'default') }];
    const store = makeStore();
    await preloadPage(entries, '/dashboard', match, 1000, store);
    expect(prefetch).toHaveBeenCalledWith(store);
  });

  it('asks nothing for a page without a prefetch, or for another address', async () => {
    const prefetch = jest.fn();
    const chunk = jest.fn(() => Promise.resolve({ default: Object.assign(() => null, { prefetch }) }));
    const entries: RouteEntry[] = [
      { path: '/dashboard', element: lazyPage(chunk, 'default') },
      { path: '/office', element: lazyPage(() => Promise.resolve({ default: () => null }), 'default') },
    ];
    await preloadPage(entries, '/office', match, 1000, makeStore());
    expect(chunk).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
