import { nextFrom, safeNext, signInFor } from './nextPage';

test.each([
  ['/voter-search?tab=area&page=2', '/voter-search?tab=area&page=2'],
  ['/office#top', '/office#top'],
  ['//evil.example/x', null],
  ['/\\evil.example', null],
  ['https://evil.example/', null],
  ['javascript:alert(1)', null],
  ['/sign-in?next=/x', null],
  ['/installation/2', null],
  ['/', null],
  ['', null],
])('safeNext(%p) is %p', (raw, out) => {
  expect(safeNext(raw)).toBe(out);
});

test('the sign-in address carries the page and gives it back', () => {
  const url = signInFor('/voter-search?name=राम&page=3');
  expect(url.startsWith('/sign-in?next=')).toBe(true);
  expect(nextFrom(url.slice('/sign-in'.length))).toBe(
    new URL('/voter-search?name=राम&page=3', 'http://x').pathname + new URL('/voter-search?name=राम&page=3', 'http://x').search,
  );
  expect(signInFor('/')).toBe('/sign-in');
});
