// A date filter in the page's language. The browser draws an empty date field in the format of
// its own locale ("mm/dd/yyyy" on most machines), whatever language the page is in, and a chosen
// date month first. This field keeps the browser's calendar and keyboard entry but, when it is
// not being typed into, shows the date (or what to do) written in the page's language.
import type { InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { dateFormat } from '../../shared/dates';
import './DateInput.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & { value: string };

/** `YYYY-MM-DD` as the console writes a day in the page's language. */
export function writtenDate(locale: string, value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(locale, 'day').format(date);
}

export default function DateInput({ value, className, ...rest }: Props) {
  const intl = useIntl();
  return (
    <span className="date-input">
      <input {...rest} className={className ?? 'form-control'} type="date" value={value} />
      <span className={`date-input-text${value ? '' : ' empty'}`} aria-hidden="true">
        {value ? writtenDate(intl.locale, value) : intl.formatMessage({ id: 'common.chooseDate' })}
      </span>
    </span>
  );
}
