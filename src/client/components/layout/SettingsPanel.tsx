import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fixedNavbarToggled, settingsToggled, SIDEBAR_COLOURS, sidebarColourChanged } from '../../store/uiSlice';

/** Sidebar colour and fixed navbar (screens); kept in the persisted UI slice. */
export default function SettingsPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { settingsOpen, sidebarColour, fixedNavbar } = useAppSelector((s) => s.ui);
  // Escape closes it, as it closes a dialog
  useEffect(() => {
    if (!settingsOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch(settingsToggled());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [settingsOpen, dispatch]);
  if (!settingsOpen) return null;
  return (
    <aside className="settings-panel" aria-labelledby="settings-title">
      <div className="settings-head">
        <h2 id="settings-title">
          <FormattedMessage id="layout.settings" />
        </h2>
        <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={() => dispatch(settingsToggled())}>
          ×
        </button>
      </div>
      <fieldset>
        <legend>
          <FormattedMessage id="layout.sidebarColour" />
        </legend>
        <div className="swatches">
          {SIDEBAR_COLOURS.map((c) => (
            <button
              key={c}
              type="button"
              className={`swatch swatch-${c}`}
              aria-pressed={sidebarColour === c}
              aria-label={intl.formatMessage({ id: `layout.colour.${c}` })}
              title={intl.formatMessage({ id: `layout.colour.${c}` })}
              onClick={() => dispatch(sidebarColourChanged(c))}
            />
          ))}
        </div>
      </fieldset>
      <label className="switch-row">
        <input type="checkbox" role="switch" checked={fixedNavbar} onChange={() => dispatch(fixedNavbarToggled())} />
        <span>
          <FormattedMessage id="layout.fixedNavbar" />
        </span>
      </label>
    </aside>
  );
}
