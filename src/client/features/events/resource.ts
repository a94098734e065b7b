import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "events" */ './pages');

// "Events" in the menu, behind the Events module.
export default routesOf(pages, [
  ['EventListPage', '/events', ACCESS.EventApi.list, { labelKey: 'menu.events', icon: 'calendar', order: 190 }],
  ['AddEventPage', '/add-event', ACCESS.EventApi.add],
  ['EditEventPage', '/edit-event/:id', ACCESS.EventApi.update],
  ['EventReportPage', '/report-events', ACCESS.EventApi.report, { labelKey: 'menu.eventsReport', icon: 'chart', group: 'menu.reports', order: 300 }],
]);
