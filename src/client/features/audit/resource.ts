import { routesOf } from '../../components/layout/routeEntry';
import { AuditApi } from '../../../shared/api/audit';

const pages = () => import(/* webpackChunkName: "audit" */ './pages');

// "Audit log" for organisation admins; the super administrator opens an organisation's from its row.
export default routesOf(pages, [
  ['AuditLogPage', '/audit-log', AuditApi.list, { labelKey: 'menu.auditLog', icon: 'shield', order: 400 }],
  ['OrganisationAuditLogPage', '/organisations/:id/audit-log', AuditApi.organisation],
]);
