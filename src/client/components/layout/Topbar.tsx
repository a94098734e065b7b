import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingsToggled, sidebarToggled } from '../../store/uiSlice';
import Icon from './icons';
import LanguageSelect from './LanguageSelect';

export default function Topbar({ signOut }: { signOut?: ReactNode }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { fixedNavbar, sidebarOpen, settingsOpen } = useAppSelector((s) => s.ui);
  const orgName = useAppSelector((s) => s.auth.organization_full_name);
  const user = useAppSelector((s) => s.auth.user);
  return (
    <header className={`topbar${fixedNavbar ? ' fixed' : ''}`}>
      <button
        type="button"
        className="icon-button"
        aria-label={intl.formatMessage({ id: 'layout.toggleSidebar' })}
        aria-expanded={sidebarOpen}
        onClick={() => dispatch(sidebarToggled())}
      >
        <Icon name="menu" />
      </button>
      <div className="topbar-title">
        {orgName && <span className="topbar-org">{orgName}</span>}
        {user && <span className="topbar-user">{[user.f_name, user.l_name].filter(Boolean).join(' ')}</span>}
      </div>
      <div className="topbar-actions">
        <LanguageSelect />
        <button
          type="button"
          className="icon-button"
          aria-label={intl.formatMessage({ id: 'layout.settings' })}
          aria-expanded={settingsOpen}
          onClick={() => dispatch(settingsToggled())}
        >
          <Icon name="settings" />
        </button>
        {signOut}
      </div>
    </header>
  );
}
