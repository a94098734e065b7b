// The audit screens, one chunk.
export { AuditLogPage, OrganisationAuditLogPage } from './AuditLogPage';
