// The three popups of a vehicle request: where the requester was (map at zoom 15), approve with a
// vehicle ("Please select a vehicle!"), reject with a reason ("Please provide a reason for rejection!").
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { VehicleRequest } from '../../../shared/api/vehicleRequests';
import { errorBody } from '../../api/baseApi';
import { Labelled, Options } from '../../components/FormField';
import Modal, { ModalActions } from '../../components/Modal';
import { error as errorDialog, success } from '../../components/dialogs';
import { VotingCentreMap } from '../../components/maps/VotingCentreMap';
import { useT } from '../../i18n/translate';
import { useVehicleRequestAcceptMutation, useVehicleRequestDenyMutation } from './api';
import { vehicleApi } from '../vehicles/api';

export const REQUEST_MAP_ZOOM = 15;
export type Dialog = 'map' | 'approve' | 'reject';

const eventName = (r: VehicleRequest) => r.events?.event_name ?? '—';

function FieldError({ id, messageKey }: { id: string; messageKey: string | null }) {
  const t = useT();
  return messageKey ? (
    <div id={id} className="invalid-feedback" role="alert">
      {t(messageKey)}
    </div>
  ) : null;
}

export function MapDialog({ row, onClose }: { row: VehicleRequest; onClose: () => void }) {
  const t = useT();
  const [lng, lat] = row.device_location ?? [0, 0];
  return (
    <Modal title={t('vehicleRequest.mapTitle', { event: eventName(row) })} onClose={onClose}>
      <VotingCentreMap
        points={[{ key: row.id, lat, lng, title: t('vehicleRequest.deviceHere'), popup: <strong>{eventName(row)}</strong> }]}
        center={{ lat, lng }}
        zoom={REQUEST_MAP_ZOOM}
        height={400}
        label={t('vehicleRequest.mapTitle', { event: eventName(row) })}
      />
      <ModalActions onClose={onClose} />
    </Modal>
  );
}

export function ApproveDialog({ row, onClose }: { row: VehicleRequest; onClose: () => void }) {
  const intl = useIntl();
  const t = useT();
  const vehicles = vehicleApi.useListQuery().data ?? [];
  const [vehicleId, setVehicleId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [accept, { isLoading }] = useVehicleRequestAcceptMutation();
  // vehicles of the kind asked for first
  const options = [...vehicles]
    .sort((a, b) => Number(b.vehicle_type === row.vehicle_type) - Number(a.vehicle_type === row.vehicle_type))
    .map((v) => ({ value: String(v.id), label: `${v.vehicle_name} (${t(v.vehicle_type === 1 ? 'vehicle.carrier' : 'vehicle.passenger')})` }));
  const submit = async () => {
    if (!vehicleId) return setProblem('vehicleRequest.selectVehicle');
    try {
      await accept({ id: row.id, vehicle_id: vehicleId }).unwrap();
      onClose();
      void success(intl, 'dialog.success', 'vehicleRequest.approved');
    } catch (e) {
      const body = errorBody(e);
      if (body.key === 'vehicleRequest.overlap') return setProblem(body.key);
      void errorDialog(intl, 'dialog.error', body.key ? body : 'vehicleRequest.approveFailed');
    }
  };
  return (
    <Modal title={t('vehicleRequest.approveTitle', { event: eventName(row) })} onClose={onClose}>
      <Labelled htmlFor="request-vehicle" labelKey="vehicleRequest.vehicle" required>
        <select
          id="request-vehicle"
          className={`form-control${problem ? ' is-invalid' : ''}`}
          value={vehicleId}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'request-vehicle-error' : undefined}
          onChange={(e) => {
            setVehicleId(e.target.value);
            setProblem(null);
          }}
        >
          <option value="">{t('vehicleRequest.chooseVehicle')}</option>
          <Options options={options} />
        </select>
        <FieldError id="request-vehicle-error" messageKey={problem} />
      </Labelled>
      <ModalActions onClose={onClose} cancel>
        <button type="button" className="btn btn-primary" disabled={isLoading} onClick={() => void submit()}>
          {t('vehicleRequest.approve')}
        </button>
      </ModalActions>
    </Modal>
  );
}

export function RejectDialog({ row, onClose }: { row: VehicleRequest; onClose: () => void }) {
  const intl = useIntl();
  const t = useT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deny, { isLoading }] = useVehicleRequestDenyMutation();
  const submit = async () => {
    if (!reason.trim()) return setProblem('vehicleRequest.reasonRequired');
    try {
      await deny({ id: row.id, rejection_reason: reason.trim() }).unwrap();
      onClose();
      void success(intl, 'dialog.success', 'vehicleRequest.rejected');
    } catch (e) {
      void errorDialog(intl, 'dialog.error', errorBody(e));
    }
  };
  return (
    <Modal title={t('vehicleRequest.rejectTitle', { event: eventName(row) })} onClose={onClose}>
      <Labelled htmlFor="request-reason" labelKey="vehicleRequest.reason" required>
        <textarea
          id="request-reason"
          className={`form-control${problem ? ' is-invalid' : ''}`}
          rows={3}
          value={reason}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'request-reason-error' : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setProblem(null);
          }}
        />
        <FieldError id="request-reason-error" messageKey={problem} />
      </Labelled>
      <ModalActions onClose={onClose} cancel>
        <button type="button" className="btn btn-danger" disabled={isLoading} onClick={() => void submit()}>
          {t('vehicleRequest.reject')}
        </button>
      </ModalActions>
    </Modal>
  );
}
