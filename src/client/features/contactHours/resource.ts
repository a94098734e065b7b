import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "contact-hours" */ './pages');

// The organisation's contact hours, for its admins: beside the other settings of the organisation.
export default routesOf(pages, [
  ['ContactHoursPage', '/settings/contact-hours', ACCESS.ContactHoursApi.update, { labelKey: 'contactHours.menu', icon: 'settings', order: 245 }],
]);
