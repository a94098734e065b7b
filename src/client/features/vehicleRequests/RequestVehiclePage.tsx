// /request_vehicle: the requests from the field, newest first, 10 a
// page: the event and its time, the kind of vehicle and capacity asked for, who asked and when,
// the status, the vehicle given or the reason for a rejection; the requester's place on a map,
// approve and reject while pending, and delete after the confirm dialog.
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VehicleRequest } from '../../../shared/api/vehicleRequests';
import { formatDateTime } from '../../../shared/dates';
import { VehicleRequestStatus } from '../../../shared/domain/constants';
import type { Column } from '../../components/DataTable';
import { ResourceList, RowButton } from '../../components/crud/ListKit';
import { useT } from '../../i18n/translate';
import { ApproveDialog, MapDialog, RejectDialog, type Dialog } from './dialogs';
import { vehicleRequestApi } from './api';
import { personName } from '../users/api';

const STATUS_KEY: Record<number, string> = {
  [VehicleRequestStatus.Pending]: 'vehicleRequest.pending',
  [VehicleRequestStatus.Approved]: 'vehicleRequest.approvedStatus',
  [VehicleRequestStatus.Rejected]: 'vehicleRequest.rejectedStatus',
};
const DIALOGS = { map: MapDialog, approve: ApproveDialog, reject: RejectDialog };

const rowName = (r: VehicleRequest) => r.events?.event_name ?? String(r.id);

export default function RequestVehiclePage() {
  const intl = useIntl();
  const t = useT();
  const [open, setOpen] = useState<{ dialog: Dialog; row: VehicleRequest } | null>(null);
  const columns = useMemo<Column<VehicleRequest>[]>(
    () => [
      { id: 'event', header: 'vehicleRequest.event', render: (r) => r.events?.event_name ?? '—' },
      { id: 'when', header: 'vehicleRequest.eventTime', render: (r) => formatDateTime(r.events?.event_start, intl) },
      { id: 'type', header: 'vehicleRequest.type', render: (r) => t(r.vehicle_type === 1 ? 'vehicle.carrier' : 'vehicle.passenger') },
      { id: 'capacity', header: 'vehicleRequest.capacity', render: (r) => String(r.capacity) },
      { id: 'requester', header: 'vehicleRequest.requester', render: (r) => personName(r.requester) || '—' },
      { id: 'asked', header: 'vehicleRequest.askedAt', render: (r) => formatDateTime(r.created_at, intl) },
      {
        id: 'status',
        header: 'vehicleRequest.status',
        render: (r) => <span className={`badge badge-status-${r.status}`}>{t(STATUS_KEY[r.status] ?? 'vehicleRequest.pending')}</span>,
      },
      { id: 'outcome', header: 'vehicleRequest.outcome', render: (r) => r.vehicle_name ?? r.rejection_reason ?? '—' },
    ],
    [intl, t],
  );
  // the requester's place, and approve and reject while pending, beside Delete
  const rowActions = useCallback(
    (r: VehicleRequest, remove: () => void) => {
      const name = rowName(r);
      return (
        // two a line: four buttons side by side would push the column out of the table's box
        <span className="row-actions row-actions-pairs">
          <RowButton
            className="btn btn-sm btn-outline"
            labelKey="vehicleRequest.showMapNamed"
            name={name}
            missingKey={r.device_location ? undefined : 'vehicleRequest.noLocation'}
            onClick={() => setOpen({ dialog: 'map', row: r })}
          >
            <FormattedMessage id="vehicleRequest.map" />
          </RowButton>
          {r.status === VehicleRequestStatus.Pending && (
            <>
              <RowButton
                className="btn btn-sm btn-primary"
                labelKey="vehicleRequest.approveNamed"
                name={name}
                onClick={() => setOpen({ dialog: 'approve', row: r })}
              >
                <FormattedMessage id="vehicleRequest.approve" />
              </RowButton>
              <RowButton
                className="btn btn-sm btn-outline"
                labelKey="vehicleRequest.rejectNamed"
                name={name}
                onClick={() => setOpen({ dialog: 'reject', row: r })}
              >
                <FormattedMessage id="vehicleRequest.reject" />
              </RowButton>
            </>
          )}
          <button type="button" className="btn btn-sm btn-danger" onClick={remove} aria-label={intl.formatMessage({ id: 'common.deleteNamed' }, { name })}>
            <FormattedMessage id="common.delete" />
          </button>
        </span>
      );
    },
    [intl],
  );
  const Open = open ? DIALOGS[open.dialog] : null;
  return (
    <>
      <ResourceList prefix="vehicleRequest" api={vehicleRequestApi} columns={columns} rowName={rowName} rowActions={rowActions} pager="numbers" />
      {open && Open && <Open row={open.row} onClose={() => setOpen(null)} />}
    </>
  );
}
