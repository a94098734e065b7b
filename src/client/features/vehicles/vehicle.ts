// Vehicles: name, type (0 passenger, 1 carrier), capacities,
// special instructions, driver and phone (+91 and ten digits), the candidate; each row can be
// assigned to a user or a team.
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { VehicleApi, type Vehicle } from '../../../shared/api/vehicles';
import { vehicleSchema } from '../../../shared/schemas/vehicles';
import type { CrudBody } from '../../api/crudEndpoints';
import type { CrudResource } from '../../components/crud/resource';
import AssignDialog from './AssignDialog';
import { vehicleApi } from './api';
import { personName, useCandidateOptions } from '../users/api';

const TYPES = [
  { value: 0, label: 'vehicle.passenger' },
  { value: 1, label: 'vehicle.carrier' },
];

const resource: CrudResource<Vehicle, CrudBody<typeof VehicleApi>> = {
  name: 'vehicle',
  api: vehicleApi,
  decls: VehicleApi,
  titleKey: 'vehicle.title',
  addKey: 'vehicle.add',
  editKey: 'vehicle.edit',
  columns: [
    { id: 'name', header: 'vehicle.name', render: (v) => v.vehicle_name },
    {
      id: 'type',
      header: 'vehicle.type',
      render: (v) => createElement(FormattedMessage, { id: v.vehicle_type === 1 ? 'vehicle.carrier' : 'vehicle.passenger' }),
    },
    { id: 'seating', header: 'vehicle.seating', render: (v) => String(v.seating_capacity) },
    { id: 'weight', header: 'vehicle.weight', render: (v) => String(v.weight_capacity) },
    { id: 'driver', header: 'vehicle.driver', render: (v) => `${v.driver_name} (${v.driver_phone_no})` },
    { id: 'assigned', header: 'vehicle.assignedTo', render: (v) => personName(v.assigned_user_details) || v.assigned_team_details?.name || '—' },
  ],
  fields: [
    { name: 'vehicle_name', labelKey: 'vehicle.name', required: true },
    { name: 'vehicle_type', labelKey: 'vehicle.type', kind: 'select', options: TYPES, placeholderKey: 'vehicle.chooseType', required: true },
    { name: 'seating_capacity', labelKey: 'vehicle.seating', type: 'number', required: true },
    { name: 'weight_capacity', labelKey: 'vehicle.weight', type: 'number', required: true },
    { name: 'special_instructions', labelKey: 'vehicle.instructions' },
    { name: 'driver_name', labelKey: 'vehicle.driver', required: true },
    { name: 'driver_phone_no', labelKey: 'vehicle.driverPhone', type: 'tel', required: true },
    { name: 'candidate_id', labelKey: 'vehicle.candidate', kind: 'select', useOptions: useCandidateOptions, placeholderKey: 'vehicle.noCandidate' },
  ],
  schema: vehicleSchema,
  initialValues: {
    vehicle_name: '',
    vehicle_type: '',
    seating_capacity: '',
    weight_capacity: '',
    special_instructions: '',
    driver_name: '',
    driver_phone_no: '+91',
    candidate_id: '',
  },
  toForm: (v) => ({ ...v, special_instructions: v.special_instructions ?? '', candidate_id: v.candidate_id == null ? '' : String(v.candidate_id) }),
  messages: { added: 'vehicle.added', updated: 'vehicle.updated', deleted: 'vehicle.deleted' },
  pager: 'numbers',
  emptyTitle: 'vehicle.emptyTitle',
  emptyText: 'vehicle.emptyText',
  rowName: (v) => v.vehicle_name,
  addPath: '/add-vehicle',
  rowAction: { labelKey: 'vehicle.assign', namedKey: 'vehicle.assignNamed', Dialog: AssignDialog },
  // a vehicle someone holds: the delete names the holder first
  deleteWarning: (v, intl) => {
    const holder = personName(v.assigned_user_details) || v.assigned_team_details?.name;
    return holder ? intl.formatMessage({ id: 'vehicle.deleteAssigned' }, { vehicle: v.vehicle_name, holder }) : null;
  },
};
export default resource;
