// Users and candidates of an organisation (screens-screens, entities, states): registration with the role's
// dependencies, images stored as files, email unique in the installation (login is by email)
// and phone unique in the organisation. Staff accounts are type 2; the admin's own row cannot
// be edited or deleted here.
import type { FastifyRequest } from 'fastify';
import { CandidateApi } from '../../../shared/api/candidates';
import type { CandidateContext } from '../../../shared/schemas/users';
import { offices, users, teams, teamMembers, events, tasks, vehicles, vehicleRequests, surveyCategories, surveyQuestions } from '../../db/schema';
import { assertGoodPassword, hashPassword } from '../../auth/passwords';
import { revokeSession, revokeUserSessions } from '../../auth/sessions';
import { UserType } from '../../auth/guard';
import { crudRoutes, strip, withRoutes } from '../../crud';
import { serve } from '../../route';
import { badRequest, fieldError, forbidden } from '../../http';
import { storeImages, tenantFolder } from '../../uploads';
import { assertUnique } from '../organisations/queries';
import { assertReferences } from '../offices/queries';
import { findRole, listCandidates, listUsers, officeExists, readCandidates } from './queries';
import { isCandidateRole, isNoLoginRole } from '../../../shared/domain/roles';

type Row = Record<string, unknown>;

/** Staff with the Candidates module act only within their own modules, never above them. */
const withinModules = (req: FastifyRequest, role: { modules: string[] } | null) =>
  req.auth.userType !== UserType.Staff || !role || role.modules.every((m) => req.auth.modules?.includes(m));

const crud = crudRoutes({
  name: 'candidate',
  table: users,
  decls: CandidateApi,
  nameField: 'f_name',
  read: readCandidates,
  protectedRow: (r) => r.type !== undefined && r.type !== UserType.Staff,
  protectedMessage: 'error.adminAccount',
  // a staff member may not reset the password of, or remove, someone whose role reaches further
  mayChange: async (existing, req, { database: { db } }) => {
    if (!withinModules(req, await findRole(db, req.auth.tenantId, existing.role_id))) throw forbidden('error.roleAbove');
  },
  context: async (raw, req, { database: { db } }, existing): Promise<CandidateContext> => {
    const role = await findRole(db, req.auth.tenantId, raw.role_id);
    return { roleType: role?.type, roleName: role?.name, update: Boolean(existing), hasPassword: Boolean(existing?.password_hash) };
  },
  toValues: async (body, req, { database: { db }, config }, existing) => {
    const tenantId = req.auth.tenantId;
    const role = await findRole(db, tenantId, body.role_id);
    if (!role) throw badRequest([fieldError('role_id', 'validation.unknownRole')]);
    // staff with the Candidates module may not hand out modules they do not hold themselves
    if (!withinModules(req, role)) {
      throw badRequest([fieldError('role_id', 'validation.roleNotGrantable')]);
    }
    if (!(await officeExists(db, tenantId, body.office))) throw badRequest([fieldError('office', 'validation.unknownOffice')]);
    if (existing && body.reporting_to === existing.id) throw badRequest([fieldError('reporting_to', 'validation.reportingToSelf')]);
    await assertReferences(db, tenantId, {
      users: [
        { field: 'reporting_to', id: body.reporting_to },
        // on update candidate_id names the user being edited (API calls), not the one they work for
        ...(existing ? [] : [{ field: 'candidate_id', id: body.candidate_id }]),
      ],
    });
    const noLogin = isNoLoginRole(role);
    const email = noLogin ? null : (body.email ?? null);
    await assertUnique(db, tenantId, email, body.phone_no, existing?.id);

    const values: Partial<typeof users.$inferInsert> = {
      role_id: role.id,
      office_id: body.office,
      f_name: body.f_name,
      l_name: body.l_name ?? '',
      phone_no: body.phone_no,
      email,
      gender: body.gender,
      special_note: body.special_note ?? '',
      reporting_to: body.reporting_to ?? null,
      candidate_id: existing ? (existing.candidate_id ?? null) : (body.candidate_id ?? null),
      // part numbers and phone visibility belong to roles without login (states)
      partno_list: noLogin ? body.partno_list : [],
      phone_visibility: noLogin ? body.phone_visibility : 0,
    };
    if (!existing) values.type = UserType.Staff;
    if (noLogin) values.password_hash = null;
    else if (body.password) {
      await assertGoodPassword(body.password, email);
      values.password_hash = await hashPassword(body.password);
    }

    const candidate = isCandidateRole(role);
    if (!candidate) values.slip_image = null;
    // images last: nothing is written to disk for a request refused above
    const fields = ['profile_picture', 'adharcard_picture', ...(candidate ? ['slip_image'] : [])];
    Object.assign(values, storeImages(body as Row, fields, tenantFolder(config.uploadsDir, tenantId), config.maxUploadBytes));
    return values;
  },
  // in the update's transaction, so that an update that fails ends no session: a user moved to a
  // role without login keeps no sessions; a new password ends the user's other sessions (all of
  // them when someone else set it)
  afterWrite: async (db, _actor, id, body, { req, existing }) => {
    if (!existing || !body) return;
    const role = await findRole(db, req.auth.tenantId, body.role_id);
    if (isNoLoginRole(role)) await revokeSession(db, req.auth.tenantId, { userId: id });
    else if (body.password) await revokeUserSessions(db, req.auth.tenantId, id, req.auth.sessionId);
  },
  toJson: (r) => {
    const { password_hash: _p, ...rest } = strip(r);
    return rest;
  },
  messages: { added: 'candidate.registered', updated: 'candidate.updated', deleted: 'candidate.deleted', inUse: 'candidate.inUse' },
  usedBy: () => [
    [offices, 'primary_incharge'],
    [offices, 'secondary_incharge'],
    [users, 'reporting_to'],
    [users, 'candidate_id'],
    [teams, 'team_incharge_1'],
    [teams, 'team_incharge_2'],
    [teamMembers, 'user_id'],
    [vehicles, 'assigned_user'],
    [vehicles, 'candidate_id'],
    [events, 'candidate_id'],
    [events, 'first_contact'],
    [events, 'second_contact'],
    [events, 'third_contact'],
    [tasks, 'assigned_user'],
    [vehicleRequests, 'requested_by'],
    [surveyCategories, 'candidate_id'],
    [surveyQuestions, 'candidate_id'],
  ],
});

// The pick lists of people the forms use (in-charges, reporting to, assigned user).
export default withRoutes(crud, (app, { database }) => {
  serve(app, CandidateApi.usersList, async ({ req }) => ({ users: await listUsers(database, req.auth.tenantId) }));
  serve(app, CandidateApi.candidateDropdown, async ({ req }) => ({ candidates: await listCandidates(database, req.auth.tenantId) }));
});
