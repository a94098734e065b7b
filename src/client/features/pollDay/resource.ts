import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "poll-day" */ './pages');

// "Poll Day" in the menu, for the roles granted the Poll Day module (booth agents) and admins.
export default routesOf(pages, [['PollDayPage', '/poll-day', ACCESS.PollDayApi.marks, { labelKey: 'pollDay.menu', icon: 'task', order: 185 }]]);
