import * as yup from 'yup';
import { optionalId, requiredId } from './ids';

/**
 * A team: name, office, area and in-charge 1 are
 * required; in-charge 2 is another person; the members are users other than the in-charges.
 */
export const teamSchema = yup.object({
  name: yup.string().trim().required('validation.teamNameRequired').max(150, 'validation.nameTooLong'),
  office_id: requiredId('validation.officeRequired'),
  area_id: requiredId('validation.areaRequired'),
  /** the area's name; the server writes it from area_id */
  area: yup.string().trim().max(150, 'validation.nameTooLong').nullable().default(null),
  team_incharge_1: requiredId('validation.teamInchargeRequired'),
  team_incharge_2: optionalId('validation.unknownUser').test('different', 'validation.sameIncharge', function (v) {
    return v == null || v !== this.parent.team_incharge_1;
  }),
  team_members: yup
    .array(
      yup.number().typeError('validation.unknownUser').integer('validation.unknownUser').positive('validation.unknownUser').required('validation.unknownUser'),
    )
    .max(500, 'validation.tooManyTeamMembers')
    .default([])
    .test('not-incharge', 'validation.memberIsIncharge', function (members) {
      const { team_incharge_1: one, team_incharge_2: two } = this.parent as { team_incharge_1?: number; team_incharge_2?: number | null };
      return !(members ?? []).some((m) => m === one || (two != null && m === two));
    })
    .test('distinct', 'validation.memberTwice', (members) => new Set(members ?? []).size === (members ?? []).length),
});
