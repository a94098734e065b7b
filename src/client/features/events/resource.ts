import { routesOf } from '../../components/layout/routeEntry';
import { EventApi } from '../../../shared/api/events';

const pages = () => import(/* webpackChunkName: "events" */ './pages');

// "Events" in the menu, behind the Events module.
export default routesOf(pages, [
  ['EventListPage', '/events', EventApi.list, { labelKey: 'menu.events', icon: 'calendar', order: 190 }],
  ['AddEventPage', '/add-event', EventApi.add],
  ['EditEventPage', '/edit-event/:id', EventApi.update],
  ['EventReportPage', '/report-events', EventApi.report, { labelKey: 'menu.eventsReport', icon: 'chart', group: 'menu.reports', order: 300 }],
]);
