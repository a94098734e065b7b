import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import mr from '../../../i18n/mr.json';
import DateInput, { writtenDate } from './DateInput';

test('writes a day as the console does in the page language, day first', () => {
  expect(writtenDate('en', '2026-11-27')).toBe('27 Nov 2026');
  expect(writtenDate('mr', '2026-11-27')).toBe('२७ नोव्हें, २०२६');
  expect(writtenDate('hi', '2026-01-05')).toBe('5 जन॰ 2026');
});

test('a Marathi date filter says what to do when empty and shows the chosen date in Marathi', () => {
  function Filter() {
    const [value, setValue] = useState('');
    return (
      <>
        <label htmlFor="from">From</label>
        <DateInput id="from" value={value} onChange={(e) => setValue(e.target.value)} />
      </>
    );
  }
  const { container } = render(
    <IntlProvider locale="mr" messages={mr}>
      <Filter />
    </IntlProvider>,
  );
  expect(container.querySelector('.date-input-text')!.textContent).toBe('तारीख निवडा');
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-27' } });
  expect(container.querySelector('.date-input-text')!.textContent).toBe('२७ नोव्हें, २०२६');
});
