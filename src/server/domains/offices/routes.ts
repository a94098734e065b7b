// Offices: name, area, in-charges and a picked location with its address.
// The location name is the address.
import { OfficeApi } from '../../../shared/api/offices';
import { offices, users, teams, socialPosts, stockTransactions } from '../../db/schema';
import { crudRoutes } from '../../crud';
import { assertReferences, readOffices } from './queries';

export default crudRoutes({
  name: 'office',
  table: offices,
  decls: OfficeApi,
  nameField: 'office_name',
  unique: ['office_name'],
  read: readOffices,
  toValues: async (body, req, { database: { db } }) => {
    await assertReferences(db, req.auth.tenantId, {
      area: { field: 'area_id', id: body.area_id },
      users: [
        { field: 'primary_incharge', id: body.primary_incharge },
        { field: 'secondary_incharge', id: body.secondary_incharge },
      ],
    });
    return {
      office_name: body.office_name,
      area_id: body.area_id,
      primary_incharge: body.primary_incharge,
      secondary_incharge: body.secondary_incharge ?? null,
      location: body.location,
      address: body.address,
      location_name: body.address,
    };
  },
  messages: { added: 'office.added', updated: 'office.updated', deleted: 'office.deleted', inUse: 'office.inUse' },
  usedBy: () => [
    [users, 'office_id'],
    [teams, 'office_id'],
    [socialPosts, 'office_id'],
    [stockTransactions, 'to_office'],
    [stockTransactions, 'from_office'],
  ],
});
