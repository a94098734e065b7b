import { routesOf } from '../../components/layout/routeEntry';
import { TaskApi } from '../../../shared/api/tasks';

const pages = () => import(/* webpackChunkName: "tasks" */ './pages');

// "Task" in the menu after Events, and "Task Report" under Reports, behind the Task module.
export default routesOf(pages, [
  ['TaskListPage', '/task', TaskApi.list, { labelKey: 'menu.task', icon: 'task', order: 195 }],
  ['AddTaskPage', '/add-task', TaskApi.add],
  ['EditTaskPage', '/edit-task/:id', TaskApi.update],
  ['TaskReportPage', '/report-task', TaskApi.report, { labelKey: 'menu.taskReport', icon: 'chart', group: 'menu.reports', order: 310 }],
]);
