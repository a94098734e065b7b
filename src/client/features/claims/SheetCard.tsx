// An agent's sheet of the claims to file (one agent's or every agent's, of the part the list
// shows), printed as a PDF in Marathi, Hindi or English: the console's language at first.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Labelled } from '../../components/FormField';
import { ChoiceSelect } from '../../components/crud/formKit';
import { error as errorDialog } from '../../components/dialogs';
import { ROLL_LANGUAGES, type RollLanguage } from '../../../shared/schemas/paper';
import { useClaimSheetMutation } from './api';
import type { UserOption } from '../users/api';
import { TitledCard } from '../../components/PageCard';

export default function SheetCard({ acno, partno, agents }: { acno: number; partno: number | undefined; agents: UserOption[] }) {
  const intl = useIntl();
  const [lang, setLang] = useState<RollLanguage>(intl.locale === 'hi' ? 'hi' : intl.locale === 'en' ? 'en' : 'mr');
  const [agent, setAgent] = useState('');
  const [sheet, printing] = useClaimSheetMutation();
  const print = async () => {
    try {
      const agentId = agent ? Number(agent) : undefined;
      await sheet({
        arg: { acno, partno, agent_id: agentId, lang } as never,
        fileName: `claims-${acno}${partno != null ? `-${partno}` : ''}${agentId != null ? `-agent-${agentId}` : ''}-${lang}.pdf`,
      }).unwrap();
    } catch {
      void errorDialog(intl, 'dialog.error', 'claims.printFailed');
    }
  };
  return (
    <TitledCard titleKey="claims.sheetCard">
      <p className="page-subtitle">
        <FormattedMessage id="claims.sheetHint" />
      </p>
      <div className="claims-filters">
        <Labelled htmlFor="claims-sheet-agent" labelKey="claims.colAgent">
          <select id="claims-sheet-agent" className="form-control" value={agent} onChange={(e) => setAgent(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'claims.everyAgent' })}</option>
            {agents.map((u) => (
              <option key={u.id} value={u.id}>
                {[u.f_name, u.l_name].filter(Boolean).join(' ')}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled htmlFor="claims-sheet-lang" labelKey="claims.language">
          <ChoiceSelect id="claims-sheet-lang" value={lang} choices={ROLL_LANGUAGES} prefix="claims.lang" onChange={(l) => setLang(l as RollLanguage)} />
        </Labelled>
      </div>
      <button type="button" className="btn btn-primary" disabled={printing.isLoading} onClick={() => void print()} data-testid="claims-print">
        <FormattedMessage id={printing.isLoading ? 'export.preparing' : 'claims.print'} />
      </button>
    </TitledCard>
  );
}
