// Tasks: the report, and the status updates of a task and of a sub-task. The list, add, edit and
// delete endpoints of both are the CRUD kit's (api/crudApi.ts).
import { SubTaskApi, TaskApi } from '../../../shared/api/tasks';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { listTags, rowTags } from '../../api/tags';

const taskStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    taskReport: queryOf(build, TaskApi.report, { transformResponse: (raw) => raw.tasks, providesTags: (rows) => listTags('Task', rows) }),
    taskStatus: mutationOf(build, TaskApi.status, { invalidatesTags: (_r, _e, { body }) => [...rowTags('Task', Number(body.id)), 'Dashboard'] }),
    // a sub-task's status moves its task's percentage: every task view refreshes
    subTaskStatus: mutationOf(build, SubTaskApi.status, { invalidatesTags: (_r, _e, { body }) => [...rowTags('SubTask', Number(body.id)), 'Task'] }),
  }),
});

export const { useTaskReportQuery, useTaskStatusMutation, useSubTaskStatusMutation } = taskStatusApi;
