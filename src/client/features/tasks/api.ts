// Tasks: the report, and the status updates of a task and of a sub-task. The list, one row, add, edit and
// delete of both are the CRUD kit's (crudEndpoints), declared here.
import { SubTaskApi, TaskApi, type SubTask, type Task } from '../../../shared/api/tasks';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { listTags, rowTags } from '../../api/tags';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const subTask = crudEndpoints<SubTask, typeof SubTaskApi>(build, SubTaskApi, 'SubTask', ['Task']);
    const task = crudEndpoints<Task, typeof TaskApi>(build, TaskApi, 'Task', ['Dashboard']);
    return {
      subTaskList: subTask.list,
      subTaskGet: subTask.get,
      subTaskAdd: subTask.add,
      subTaskUpdate: subTask.update,
      subTaskRemove: subTask.remove,
      taskList: task.list,
      taskGet: task.get,
      taskAdd: task.add,
      taskUpdate: task.update,
      taskRemove: task.remove,
    };
  },
});

export const subTaskApi = crudHooks(
  crud.endpoints.subTaskList,
  crud.endpoints.subTaskGet,
  crud.endpoints.subTaskAdd,
  crud.endpoints.subTaskUpdate,
  crud.endpoints.subTaskRemove,
);
export const taskApi = crudHooks(crud.endpoints.taskList, crud.endpoints.taskGet, crud.endpoints.taskAdd, crud.endpoints.taskUpdate, crud.endpoints.taskRemove);

const taskStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    taskReport: queryOf(build, TaskApi.report, { transformResponse: (raw) => raw.tasks, providesTags: (rows) => listTags('Task', rows) }),
    taskStatus: mutationOf(build, TaskApi.status, { invalidatesTags: (_r, _e, { body }) => [...rowTags('Task', Number(body.id)), 'Dashboard'] }),
    // a sub-task's status moves its task's percentage: every task view refreshes
    subTaskStatus: mutationOf(build, SubTaskApi.status, { invalidatesTags: (_r, _e, { body }) => [...rowTags('SubTask', Number(body.id)), 'Task'] }),
  }),
});

export const { useTaskReportQuery, useTaskStatusMutation, useSubTaskStatusMutation } = taskStatusApi;
