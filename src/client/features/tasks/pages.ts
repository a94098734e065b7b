// The task screens, one chunk.
import { taskPages } from './TaskForm';
export { default as TaskListPage } from './TaskListPage';
export { default as TaskReportPage } from './TaskReportPage';
export const AddTaskPage = taskPages.Add;
export const EditTaskPage = taskPages.Edit;
