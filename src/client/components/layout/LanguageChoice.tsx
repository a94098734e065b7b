// The language selector without the store: the sign-in page loads before it (LanguageSelect
// binds it to the console's ui slice).
import { useIntl } from 'react-intl';
import { isLocale, LOCALES, type Locale } from '../../../shared/domain/constants';
import Icon from './icons';

/** Languages named in their own script, so anyone can find theirs whatever the current locale. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/** The language selector (screens): English, हिन्दी, मराठी. */
export function LanguageChoice({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'layout.chooseLanguage' });
  return (
    <label className="language-select" title={label}>
      <Icon name="globe" size={16} />
      <select
        aria-label={label}
        value={value}
        onChange={(e) => {
          if (isLocale(e.target.value)) onChange(e.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
