// "Print slips" wherever voters are listed (a voter group, the voter search): the server's slips
// of those voters as a PDF in the page's roll language, 8 a page; voters who may not be contacted
// are left out by the server and counted on its cover. A refusal (too many voters, say) shows the
// server's own message.
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorBody } from '../../api/errorBody';
import type { MessageValues } from '../../../shared/api/messages';
import type { VoterSearchQuery } from '../../../shared/api/voters';
import { ROLL_LANGUAGES, SLIP_IDS_MAX, type RollLanguage } from '../../../shared/schemas/paper';
import { useDownloadSlipsMutation } from './api';
import { useVoterScope } from '../../store/voterScope';

/** A search's filters, as the search sent them (without its constituency and page). */
export type SlipsSearch = Omit<VoterSearchQuery, 'acno' | 'page' | 'pageSize'>;

/** Which voters: a voter group, a whole part, a list of voter ids, or every voter a search finds. */
export type SlipsOf = { voter_group_id: number } | { partno: number } | { ids: readonly number[] } | { search: SlipsSearch };

/** `label` names what is printed where the plain "Print slips" would be unclear (a part, the voters chosen). */
export function PrintSlipsButton({ of, fileName, label }: { of: SlipsOf | null; fileName: string; label?: ReactNode }) {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const [download, state] = useDownloadSlipsMutation();
  const [failed, setFailed] = useState<{ key: string; values?: MessageValues } | null>(null);
  const lang: RollLanguage = (ROLL_LANGUAGES as readonly string[]).includes(intl.locale) ? (intl.locale as RollLanguage) : 'mr';
  const empty = !of || ('ids' in of && (of.ids.length === 0 || of.ids.length > SLIP_IDS_MAX));
  const print = async () => {
    if (!of || acno == null) return;
    setFailed(null);
    const which = 'ids' in of ? { ids: of.ids.join(',') } : 'search' in of ? of.search : of;
    try {
      await download({ arg: { acno, ...which, lang }, fileName: `${fileName}-${lang}.pdf` }).unwrap();
    } catch (err) {
      const first = errorBody(err).errors?.[0];
      setFailed(first?.key ? { key: first.key, values: first.values } : { key: 'paper.failed' });
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline" disabled={empty || acno == null || state.isLoading} onClick={() => void print()}>
        {label ?? <FormattedMessage id="paper.printSlips" />}
      </button>
      {failed && (
        <span className="alert alert-danger" role="alert">
          <FormattedMessage id={failed.key} values={failed.values} />
        </span>
      )}
    </>
  );
}
