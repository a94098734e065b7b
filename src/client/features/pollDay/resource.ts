import { routesOf } from '../../components/layout/routeEntry';
import { PollDayApi } from '../../../shared/api/pollDay';

const pages = () => import(/* webpackChunkName: "poll-day" */ './pages');

// "Poll Day" in the menu, for the roles granted the Poll Day module (booth agents) and admins.
export default routesOf(pages, [['PollDayPage', '/poll-day', PollDayApi.marks, { labelKey: 'pollDay.menu', icon: 'task', order: 185 }]]);
