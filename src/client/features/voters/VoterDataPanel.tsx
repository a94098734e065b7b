// For the organisation's admins, in the add-details modal: everything held about the voter as
// JSON or PDF (each export is audited by the server), and the erasure of what was collected after
// a confirmation that says what goes and what stays. Other users do not see it.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Swal from 'sweetalert2';
import { error as errorDialog, success } from '../../components/dialogs';
import { useMayOpen } from '../../components/layout/useMayOpen';
import { voterNames } from '../../components/voterText';
import { errorBody } from '../../api/baseApi';
import { useT } from '../../i18n/translate';
import { VoterPrivacyApi } from '../../../shared/api/voterPrivacy';
import type { VoterRow } from '../../../shared/api/voters';
import { useVoterEraseMutation, useVoterExportMutation } from './api';
import { saveVoterJson, saveVoterPdf } from './VoterExport';

export default function VoterDataPanel({ voter, onErased }: { voter: VoterRow; onErased: () => void }) {
  const t = useT();
  const intl = useIntl();
  const mayExport = useMayOpen(VoterPrivacyApi.exportVoter);
  const mayErase = useMayOpen(VoterPrivacyApi.erase);
  const [exportVoter] = useVoterExportMutation();
  const [erase, erasing] = useVoterEraseMutation();
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  if (!mayExport && !mayErase) return null;

  const failed = (e: unknown, fallback: string) => {
    const body = errorBody(e);
    void errorDialog(intl, 'dialog.error', body.key ? body : fallback);
  };
  const download = async (kind: 'json' | 'pdf') => {
    setBusy(kind);
    try {
      const data = await exportVoter({ id: voter.id }).unwrap();
      if (kind === 'json') saveVoterJson(data);
      else await saveVoterPdf(intl, data);
    } catch (e) {
      failed(e, 'voterPrivacy.exportFailed');
    } finally {
      setBusy(null);
    }
  };
  const eraseDetails = async () => {
    const answer = await Swal.fire({
      title: t('voterPrivacy.eraseTitle'),
      text: intl.formatMessage({ id: 'voterPrivacy.eraseText' }, { name: voterNames(voter, intl.locale)[0] }),
      icon: 'warning',
      showCancelButton: true,
      confirmButtonText: t('voterPrivacy.eraseConfirm'),
      cancelButtonText: t('dialog.cancel'),
      confirmButtonColor: '#d33',
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    try {
      await erase({ id: voter.id }).unwrap();
      onErased();
      void success(intl, 'dialog.success', 'voterPrivacy.erased');
    } catch (e) {
      failed(e, 'error.generic');
    }
  };

  return (
    <section className="voter-data-panel" aria-labelledby={`voter-data-${voter.id}`}>
      <h3 id={`voter-data-${voter.id}`} className="privacy-heading">
        {t('voterPrivacy.title')}
      </h3>
      <p className="form-hint">{t('voterPrivacy.hint')}</p>
      <div className="voter-data-actions">
        {mayExport && (
          <>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => void download('json')} disabled={busy != null}>
              {t(busy === 'json' ? 'voterPrivacy.exporting' : 'voterPrivacy.exportJson')}
            </button>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => void download('pdf')} disabled={busy != null}>
              {t(busy === 'pdf' ? 'voterPrivacy.exporting' : 'voterPrivacy.exportPdf')}
            </button>
          </>
        )}
        {mayErase && (
          <button type="button" className="btn btn-sm btn-danger" onClick={() => void eraseDetails()} disabled={erasing.isLoading}>
            {t('voterPrivacy.erase')}
          </button>
        )}
      </div>
    </section>
  );
}
