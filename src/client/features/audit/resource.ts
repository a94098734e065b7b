import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "audit" */ './pages');

// "Audit log" for organisation admins; the super administrator opens an organisation's from its row.
export default routesOf(pages, [
  ['AuditLogPage', '/audit-log', ACCESS.AuditApi.list, { labelKey: 'menu.auditLog', icon: 'shield', order: 400 }],
  ['OrganisationAuditLogPage', '/organisations/:id/audit-log', ACCESS.AuditApi.organisation],
]);
