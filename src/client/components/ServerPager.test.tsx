// The server pager's counts: exact, counted to a cap ("N+"), or the server's estimate ("about N"),
// in each language.
import { screen } from '@testing-library/react';
import ServerPager from './ServerPager';
import { renderPage } from '../test/renderPage';
import type { Locale } from '../../shared/domain/constants';

const open = (props: Partial<Parameters<typeof ServerPager>[0]>, locale: Locale = 'en') =>
  renderPage(<ServerPager page={1} pageSize={10} total={3000} rowsOnPage={10} onPage={() => {}} {...props} />, { locale });

test('an exact count names the last page', () => {
  open({});
  expect(screen.getByTestId('pager-status')).toHaveTextContent('1–10 of 3000');
  expect(screen.getByText('Page 1 of 300')).toBeInTheDocument();
});

test('a count stopped at the cap says so with a plus', () => {
  open({ total: 1000, totalCapped: true });
  expect(screen.getByTestId('pager-status')).toHaveTextContent('1–10 of 1000+');
  expect(screen.getByText('Page 1 of 100+')).toBeInTheDocument();
});

test.each([
  ['en', '1–10 of about 3400', 'Page 1 of about 340'],
  ['hi', 'लगभग 3400 में से 1–10', 'पृष्ठ 1 / लगभग 340'],
  ['mr', 'सुमारे 3400 पैकी 1–10', 'पृष्ठ 1 / सुमारे 340'],
] as const)('an estimate reads "about N" (%s)', (locale, range, pageText) => {
  open({ total: 3400, totalEstimated: true }, locale);
  expect(screen.getByTestId('pager-status')).toHaveTextContent(range);
  expect(screen.getByText(pageText)).toBeInTheDocument();
});

test('past an estimate Next stays while pages are full', () => {
  open({ page: 340, total: 3400, totalEstimated: true });
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});
