// The claims table's columns: form, part and serial, name and EPIC, agent, status (with its flag
// near the period's end and the roll match to confirm), the days drafted and filed, and each
// claim's Edit and Delete.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Column } from '../../components/DataTable';
import { confirmDelete, deleted, error as errorDialog } from '../../components/dialogs';
import type { Claim } from '../../../shared/api/claims';
import { formatDay } from '../../../shared/dates';
import { useClaimRemoveMutation } from './api';
import MatchPrompt from './MatchPrompt';

/** A claim's Edit (which opens it in the modal) and Delete (after the confirm dialog). */
function ClaimActions({ claim, onEdit, remove }: { claim: Claim; onEdit: (c: Claim) => void; remove: ReturnType<typeof useClaimRemoveMutation>[0] }) {
  const intl = useIntl();
  const onDelete = async () => {
    if (!(await confirmDelete(intl))) return;
    try {
      await remove({ id: claim.id }).unwrap();
      void deleted(intl, 'claims.deletedText');
    } catch {
      void errorDialog(intl, 'dialog.error', 'claims.saveFailed');
    }
  };
  return (
    <span className="claims-actions">
      <button
        type="button"
        className="btn btn-sm btn-outline"
        onClick={() => onEdit(claim)}
        aria-label={intl.formatMessage({ id: 'claims.editNamed' }, { name: claim.name })}
      >
        <FormattedMessage id="common.edit" />
      </button>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        aria-label={intl.formatMessage({ id: 'claims.deleteNamed' }, { name: claim.name })}
        onClick={() => void onDelete()}
      >
        <FormattedMessage id="common.delete" />
      </button>
    </span>
  );
}

/** `isAdmin`: the match prompt may be answered; `onEdit` opens a claim in the modal. */
export function useClaimColumns(isAdmin: boolean, onEdit: (c: Claim) => void) {
  const intl = useIntl();
  const [remove] = useClaimRemoveMutation();
  return useMemo<Column<Claim>[]>(
    () => [
      { id: 'form', header: 'claims.colForm', className: 'cell-nowrap', render: (c) => intl.formatMessage({ id: `claims.form.${c.form}` }) },
      { id: 'part', header: 'claims.colPart', className: 'cell-nowrap', render: (c) => `${c.partno}${c.slnoinpart != null ? ` / ${c.slnoinpart}` : ''}` },
      { id: 'name', header: 'claims.colName', render: (c) => [c.name, c.epic_no].filter(Boolean).join(' · ') },
      { id: 'agent', header: 'claims.colAgent', render: (c) => c.agent ?? '' },
      {
        id: 'status',
        header: 'claims.colStatus',
        render: (c) => (
          <>
            {intl.formatMessage({ id: `claims.status.${c.status}` })}
            {c.flag && <span className={`claims-flag claims-flag-${c.flag}`}> {intl.formatMessage({ id: `claims.flag.${c.flag}` })}</span>}
            <MatchPrompt claim={c} canAnswer={isAdmin} />
          </>
        ),
      },
      { id: 'drafted', header: 'claims.colDrafted', className: 'cell-nowrap', render: (c) => formatDay(c.drafted_on, intl) },
      {
        id: 'filed',
        header: 'claims.colFiled',
        className: 'cell-nowrap',
        render: (c) => [c.filed_on ? formatDay(c.filed_on, intl) : '', c.ack_no ?? ''].filter(Boolean).join(' · '),
      },
      { id: 'actions', header: 'common.action', render: (c) => <ClaimActions claim={c} onEdit={onEdit} remove={remove} /> },
    ],
    [intl, remove, isAdmin, onEdit],
  );
}
