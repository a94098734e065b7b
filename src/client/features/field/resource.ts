import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "field-console" */ './pages');

// "Field work" in the menu, for organisation admins: who holds which pages of the roll, and how far
// the doors are done.
export default routesOf(pages, [
  [
    'FieldAssignmentsPage',
    '/field-assignments',
    ACCESS.FieldApi.assignments,
    { labelKey: 'fieldConsole.menuAssignments', icon: 'users', group: 'fieldConsole.menuGroup', order: 186 },
  ],
  [
    'FieldProgressPage',
    '/field-progress',
    ACCESS.FieldProgressApi.progress,
    { labelKey: 'fieldConsole.menuProgress', icon: 'chart', group: 'fieldConsole.menuGroup', order: 187 },
  ],
]);
