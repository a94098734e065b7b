// An on/off switch for a row's status (an area, a social media post): says Active or Inactive
// beside it and hands the status it is to have to `onChange`.
import { FormattedMessage } from 'react-intl';
import './StatusSwitch.css';

export default function StatusSwitch({ on, label, onChange }: { on: boolean; label: string; onChange: (next: boolean) => void }) {
  return (
    <label className="switch">
      <input type="checkbox" role="switch" checked={on} aria-label={label} onChange={(e) => onChange(e.target.checked)} />
      <span className="switch-track" aria-hidden="true" />
      <span className="switch-text">
        <FormattedMessage id={on ? 'common.active' : 'common.inactive'} />
      </span>
    </label>
  );
}
