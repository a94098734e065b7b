// The vehicle's Assign dialog (screens Vehicles, states "Vehicle assign"): pick a user; the dialog
// closes on success. A vehicle another user holds: "Vehicle is already assigned to another user!".
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Vehicle } from '../../../shared/api/vehicles';
import { errorBody } from '../../api/baseApi';
import { personName, useUsersListQuery } from '../../api/lookups';
import { Labelled, Options } from '../../components/FormField';
import Modal, { ModalActions } from '../../components/Modal';
import { error as errorDialog, success } from '../../components/dialogs';
import { useT } from '../../i18n/translate';
import { useVehicleAssignMutation } from './api';

export default function AssignDialog({ row, onClose }: { row: Vehicle; onClose: () => void }) {
  const intl = useIntl();
  const t = useT();
  const users = useUsersListQuery().data ?? [];
  const [userId, setUserId] = useState(row.assigned_user ? String(row.assigned_user) : '');
  const [assign, { isLoading }] = useVehicleAssignMutation();

  const submit = async () => {
    if (!userId) return;
    try {
      await assign({ body: { id: row.id, userId: Number(userId) } }).unwrap();
      onClose();
      void success(intl, 'dialog.success', 'vehicle.assigned');
    } catch (e) {
      const taken = errorBody(e).key === 'vehicle.occupied';
      void errorDialog(intl, 'dialog.error', taken ? 'vehicle.occupied' : 'vehicle.assignFailed');
    }
  };

  return (
    <Modal title={t('vehicle.assignNamed', { name: row.vehicle_name })} onClose={onClose}>
      <Labelled htmlFor="vehicle-assign-user" labelKey="vehicle.assignUser" required>
        <select id="vehicle-assign-user" className="form-control" value={userId} onChange={(e) => setUserId(e.target.value)}>
          <option value="">{t('vehicle.chooseUser')}</option>
          <Options options={users.map((u) => ({ value: String(u.id), label: personName(u) }))} />
        </select>
      </Labelled>
      <ModalActions onClose={onClose} cancel>
        <button type="button" className="btn btn-primary" disabled={!userId || isLoading} onClick={() => void submit()}>
          {t('vehicle.assign')}
        </button>
      </ModalActions>
    </Modal>
  );
}
