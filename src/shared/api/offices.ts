// Offices: a name, an area, the primary and secondary in-charges and a location picked on the
// map with its address (the location name is the address).
import { crud } from './crud';
import type { GeoPoint } from '../geo';
import { officeSchema } from '../schemas/offices';

export interface PersonName {
  f_name: string;
  l_name: string | null;
}

export interface Office {
  id: number;
  office_name: string;
  area_id: number | null;
  /** the area's name */
  area: string | null;
  primary_incharge: number | null;
  secondary_incharge: number | null;
  primary_incharge_details: PersonName | null;
  secondary_incharge_details: PersonName | null;
  location: GeoPoint | null;
  address: string | null;
  location_name: string | null;
  teams?: number[];
}

export const OfficeApi = crud<Office>()({
  base: '/office',
  entity: 'office',
  listKey: 'offices',
  itemKey: 'office',
  updateIdField: 'office_id',
  module: 'Office',
  schema: officeSchema,
});
