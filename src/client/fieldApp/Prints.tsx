// A page's papers printed from the phone: its walk sheet and its slips, in the screen's language,
// fetched from the server (which prints the worker's own pages only) and saved as PDF files.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldPage } from '../../shared/api/field';
import { useT } from '../i18n/translate';
import { fieldApi } from './api';

export default function Prints({ page }: { page: FieldPage }) {
  const t = useT();
  const { locale } = useIntl();
  const [walkSheet, sheetState] = fieldApi.useWalkSheetMutation();
  const [slips, slipsState] = fieldApi.useSlipsMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const lang = locale === 'hi' || locale === 'mr' ? locale : 'en';
  const busy = sheetState.isLoading || slipsState.isLoading;
  const name = `${page.acno}-${page.partno}${page.from != null ? `-${page.from}-${page.to ?? page.from}` : ''}-${lang}.pdf`;

  const print = async (which: 'sheet' | 'slips') => {
    setFailed(null);
    const arg = { assignment_id: page.assignment_id, lang };
    const done = which === 'sheet' ? walkSheet({ arg, fileName: `walk-sheet-${name}` }) : slips({ arg, fileName: `slips-${name}` });
    const res = await done;
    if ('error' in res) {
      const status = (res.error as { status?: unknown }).status;
      setFailed(t(status === 'FETCH_ERROR' || !navigator.onLine ? 'phone.printOffline' : 'phone.printFailed'));
    }
  };

  return (
    <div className="prints">
      <div className="actions">
        <button type="button" className="button secondary" disabled={busy} onClick={() => void print('sheet')}>
          {t('phone.printWalkSheet')}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => void print('slips')}>
          {t('phone.printSlips')}
        </button>
      </div>
      {busy && (
        <p className="muted" role="status">
          {t('phone.printing')}
        </p>
      )}
      {failed && (
        <p className="notice" role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}
