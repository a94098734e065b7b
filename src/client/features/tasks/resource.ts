import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "tasks" */ './pages');

// "Task" in the menu after Events, and "Task Report" under Reports, behind the Task module.
export default routesOf(pages, [
  ['TaskListPage', '/task', ACCESS.TaskApi.list, { labelKey: 'menu.task', icon: 'task', order: 195 }],
  ['AddTaskPage', '/add-task', ACCESS.TaskApi.add],
  ['EditTaskPage', '/edit-task/:id', ACCESS.TaskApi.update],
  ['TaskReportPage', '/report-task', ACCESS.TaskApi.report, { labelKey: 'menu.taskReport', icon: 'chart', group: 'menu.reports', order: 310 }],
]);
