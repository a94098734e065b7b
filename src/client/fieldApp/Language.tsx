// The language chooser of the field app, bound to its store (the sign-in form and the top bar).
import { useDispatch } from 'react-redux';
import { DEFAULT_LOCALE, isLocale } from '../../shared/domain/constants';
import { LanguageChoice } from '../components/layout/LanguageChoice';
import { localeChanged } from '../store/uiSlice';
import { usePhone } from './context';

export function Language() {
  const dispatch = useDispatch();
  const locale = usePhone((s) => s.ui.locale);
  return <LanguageChoice value={isLocale(locale) ? locale : DEFAULT_LOCALE} onChange={(l) => dispatch(localeChanged(l))} />;
}
