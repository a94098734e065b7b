// The vehicle's Assign dialog: pick a user or a team
// (the same call serves both); the dialog closes on success. A vehicle another user or team holds:
// "Vehicle is already assigned to another user!".
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Vehicle } from '../../../shared/api/vehicles';
import { errorBody } from '../../api/baseApi';
import { Labelled, Options } from '../../components/FormField';
import Modal, { ModalActions } from '../../components/Modal';
import { error as errorDialog, success } from '../../components/dialogs';
import { useT } from '../../i18n/translate';
import { useVehicleAssignMutation, useVehicleReleaseMutation } from './api';
import { teamApi } from '../teams/api';
import { personName, useUsersListQuery } from '../users/api';

type Holder = 'user' | 'team';

export default function AssignDialog({ row, onClose }: { row: Vehicle; onClose: () => void }) {
  const intl = useIntl();
  const t = useT();
  const users = useUsersListQuery().data ?? [];
  const teams = teamApi.useListQuery().data ?? [];
  const [kind, setKind] = useState<Holder>(row.assigned_team ? 'team' : 'user');
  const [chosen, setChosen] = useState(String(row.assigned_team ?? row.assigned_user ?? ''));
  const [assign, { isLoading }] = useVehicleAssignMutation();
  const [release, releasing] = useVehicleReleaseMutation();
  const holder = personName(row.assigned_user_details) || row.assigned_team_details?.name || '';
  const options =
    kind === 'user' ? users.map((u) => ({ value: String(u.id), label: personName(u) })) : teams.map((g) => ({ value: String(g.id), label: g.name }));

  const submit = async () => {
    if (!chosen) return;
    try {
      await assign({ body: kind === 'user' ? { id: row.id, userId: Number(chosen) } : { id: row.id, teamId: Number(chosen) } }).unwrap();
      onClose();
      void success(intl, 'dialog.success', kind === 'user' ? 'vehicle.assigned' : 'vehicle.assignedTeam');
    } catch (e) {
      const taken = errorBody(e).key === 'vehicle.occupied';
      void errorDialog(intl, 'dialog.error', taken ? 'vehicle.occupied' : 'vehicle.assignFailed');
    }
  };
  const letGo = async () => {
    try {
      await release({ body: { id: row.id } }).unwrap();
      onClose();
      void success(intl, 'dialog.success', 'vehicle.released');
    } catch (e) {
      void errorDialog(intl, 'dialog.error', errorBody(e));
    }
  };
  const choose = (next: Holder) => {
    setKind(next);
    setChosen('');
  };

  return (
    <Modal title={t('vehicle.assignNamed', { name: row.vehicle_name })} onClose={onClose}>
      {holder && (
        <p className="vehicle-holder" role="status">
          {t('vehicle.heldBy', { holder })}{' '}
          <button type="button" className="btn btn-sm btn-outline" disabled={releasing.isLoading} onClick={() => void letGo()}>
            {t('vehicle.release')}
          </button>
        </p>
      )}
      <fieldset className="form-group">
        <legend className="form-label">{t('vehicle.assignTo')}</legend>
        <div className="checkbox-grid">
          {(['user', 'team'] as const).map((k) => (
            <label key={k} className="checkbox">
              <input type="radio" name="vehicle-holder" value={k} checked={kind === k} onChange={() => choose(k)} />{' '}
              {t(k === 'user' ? 'vehicle.toUser' : 'vehicle.toTeam')}
            </label>
          ))}
        </div>
      </fieldset>
      <Labelled htmlFor="vehicle-assign-holder" labelKey={kind === 'user' ? 'vehicle.assignUser' : 'vehicle.assignTeam'} required>
        <select id="vehicle-assign-holder" className="form-control" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t(kind === 'user' ? 'vehicle.chooseUser' : 'vehicle.chooseTeam')}</option>
          <Options options={options} />
        </select>
      </Labelled>
      <ModalActions onClose={onClose} cancel>
        <button type="button" className="btn btn-primary" disabled={!chosen || isLoading} onClick={() => void submit()}>
          {t('vehicle.assign')}
        </button>
      </ModalActions>
    </Modal>
  );
}
