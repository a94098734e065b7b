// "Print slips" wherever voters are listed (a voter group, the voter search): the server's slips
// of those voters as a PDF in the page's roll language, 8 a page; voters who may not be contacted
// are left out by the server and counted on its cover.
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useVoterScope } from '../../api/voterScope';
import { ROLL_LANGUAGES, SLIPS_MAX, type RollLanguage } from '../../../shared/schemas/paper';
import { useDownloadSlipsMutation } from './api';

/** Which voters: a voter group, a whole part, or a list of voter ids. */
export type SlipsOf = { voter_group_id: number } | { partno: number } | { ids: number[] };

/** `label` names what is printed where the plain "Print slips" would be unclear (a part, the voters shown). */
export function PrintSlipsButton({ of, fileName, label }: { of: SlipsOf | null; fileName: string; label?: ReactNode }) {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const [download, state] = useDownloadSlipsMutation();
  const [failed, setFailed] = useState(false);
  const lang: RollLanguage = (ROLL_LANGUAGES as readonly string[]).includes(intl.locale) ? (intl.locale as RollLanguage) : 'mr';
  const empty = !of || ('ids' in of && (of.ids.length === 0 || of.ids.length > SLIPS_MAX));
  const print = async () => {
    if (!of || acno == null) return;
    setFailed(false);
    const which = 'ids' in of ? { ids: of.ids.join(',') } : of;
    try {
      await download({ arg: { acno, ...which, lang }, fileName: `${fileName}-${lang}.pdf` }).unwrap();
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline" disabled={empty || acno == null || state.isLoading} onClick={() => void print()}>
        {label ?? <FormattedMessage id="paper.printSlips" />}
      </button>
      {failed && (
        <span className="alert alert-danger" role="alert">
          <FormattedMessage id="paper.failed" />
        </span>
      )}
    </>
  );
}
