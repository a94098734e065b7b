import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { localeChanged } from '../../store/uiSlice';
import { LanguageChoice } from './LanguageChoice';
import './languageChoice.css';

/** The top bar's language selector: the console's locale (ui slice). */
export default function LanguageSelect() {
  const dispatch = useAppDispatch();
  const locale = useAppSelector((s) => s.ui.locale);
  return <LanguageChoice value={locale} onChange={(l) => dispatch(localeChanged(l))} />;
}
