// The notice that another worker's later value replaced this worker's names the value that won as
// the forms' options say it, in the phone's language, not as the code stored for it.
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import mr from '../../../i18n/mr.json';
import { VoterOverrides } from './Overrides';
import { fieldLabel, valueKey } from './VoterScreen';
import type { LocalVoter, Meta } from './local';

const at = '2026-11-30T06:30:00.000Z';
const meta = {
  user_id: 7,
  tenant_id: 3,
  cursor: '1',
  pages: [],
  sections: [],
  synced_at: at,
  overridden: [
    { change_id: 'a', voter_id: 11, field: 'house_types', by: 8, by_name: 'Ravi Patil', at },
    { change_id: 'b', voter_id: 11, field: 'consent', by: 8, by_name: 'Ravi Patil', at },
    { change_id: 'c', voter_id: 11, field: 'caste', by: 8, by_name: 'Ravi Patil', at },
  ],
} as Meta;
const voter = { id: 11, house_types: 'villa', consent: 'withdrawn', caste: 'maratha' } as unknown as LocalVoter;

describe('a value another worker replaced', () => {
  it('is named by its option’s label in Marathi, free text as typed', () => {
    render(
      <IntlProvider locale="mr" messages={mr}>
        <VoterOverrides v={voter} meta={meta} labelOf={fieldLabel} valueKeyOf={valueKey} />
      </IntlProvider>,
    );
    const notices = screen.getAllByRole('status').map((n) => n.textContent);
    expect(notices).toHaveLength(3);
    expect(notices[0]).toContain(`“${mr['voterInfo.opt.villa']}”`);
    expect(notices[1]).toContain(`“${mr['consent.withdrawn']}”`);
    expect(notices[2]).toContain('“maratha”');
    expect(notices.join(' ')).not.toMatch(/villa|withdrawn/);
  });

  it('has a label for every option the details form offers', () => {
    expect(valueKey('align_with_party', 'prefer_not_to_say')).toBe('align.prefer_not_to_say');
    expect(valueKey('house_types', 'castle')).toBeNull();
    expect(valueKey('caste', 'villa')).toBeNull();
  });
});
