// Voter rows shaped as the shared contract gives them, for the voter-search tests.
import type { VoterRow, VoterSearchResponse } from '../../../shared/api/voters';

export const BASE = '/api/v1/admin/5';
/** ADMIN_SESSION's voter prefix: orgId 5, no candidate. */
export const VP = `${BASE}/5/0`;

export function voter(id: number, over: Partial<VoterRow> = {}): VoterRow {
  return {
    id,
    acno: 38,
    partno: 12,
    slnoinpart: id,
    section_no: 1,
    section: 'Gandhi Nagar',
    section_v1: 'गांधी नगर',
    name: `Voter ${id} Sharma`,
    name_v1: `मतदार ${id} शर्मा`,
    enfname: `Voter ${id}`,
    enlname: 'Sharma',
    fm_name_v1: `मतदार ${id}`,
    lastname_v1: 'शर्मा',
    rlname: 'Ramesh Sharma',
    rlname_v1: 'रमेश शर्मा',
    rln_type: 'F',
    idcardno: `MTX${String(1000000 + id)}`,
    age: 30 + (id % 40),
    gender: id % 2 ? 'M' : 'F',
    mobile: null,
    house_no: '14',
    family_key: '1/14',
    vcenter: 'Z.P. School Badnera',
    vcenter_v1: 'जि.प. शाळा बडनेरा',
    center_id: 7,
    part_name: 'Badnera',
    voterInfo: null,
    ...over,
  };
}

export function page(voters: VoterRow[], over: Partial<VoterSearchResponse> = {}): VoterSearchResponse {
  return { voters, total: voters.length, totalCapped: false, page: 1, pageSize: 10, ...over };
}
