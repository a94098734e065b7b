import { useIntl } from 'react-intl';
import { isLocale, LOCALES } from '../../../shared/domain/constants';
import { LANGUAGE_NAMES } from '../../i18n/messages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { localeChanged } from '../../store/uiSlice';
import Icon from './icons';

/** The top bar's language selector (screens): English, हिन्दी, मराठी. */
export default function LanguageSelect() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector((s) => s.ui.locale);
  const label = intl.formatMessage({ id: 'layout.chooseLanguage' });
  return (
    <label className="language-select" title={label}>
      <Icon name="globe" size={16} />
      <select
        aria-label={label}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) dispatch(localeChanged(e.target.value));
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
