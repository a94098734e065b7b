// The audit log, read: the organisation's own, or one organisation's for the super administrator.
import { AuditApi } from '../../../shared/api/audit';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';

const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // always read afresh: the log grows with every change made elsewhere
    auditLog: queryOf(build, AuditApi.list, { keepUnusedDataFor: 0 }),
    organisationAuditLog: queryOf(build, AuditApi.organisation, { keepUnusedDataFor: 0 }),
  }),
});

export const { useAuditLogQuery, useOrganisationAuditLogQuery } = auditApi;
