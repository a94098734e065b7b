// Offices (01 §7 Offices): the CRUD endpoints of the kit. Creation is POST /office/add (the
// spec's screen reuses the user call, a defect it names; this console does not).
import { OfficePaths } from '../../../shared/api/crud';
import type { GeoPoint } from '../../../shared/geo';
import { crudEndpoints } from '../../api/crudEndpoints';

export interface Office {
  id: number;
  office_name: string;
  area_id: number | null;
  /** the area's name */
  area: string | null;
  primary_incharge: number | null;
  secondary_incharge: number | null;
  primary_incharge_details: { f_name: string; l_name: string | null } | null;
  secondary_incharge_details: { f_name: string; l_name: string | null } | null;
  location: GeoPoint | null;
  address: string | null;
  location_name: string | null;
  teams?: number[];
}

export const officeApi = crudEndpoints<Office>('office', OfficePaths);
