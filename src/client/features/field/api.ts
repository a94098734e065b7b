// The console's field-work calls: the assignments of workers to parts and pages, and the progress
// the office follows. Every change of an assignment refreshes the list and the progress.
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { listTags, rowTags } from '../../api/tags';
import { FieldApi } from '../../../shared/api/field';
import { FieldProgressApi } from '../../../shared/api/fieldProgress';

const PROGRESS = { type: 'FieldProgress', id: 'LIST' } as const;
const ASSIGNMENTS = { type: 'Field', id: 'LIST' } as const;

export const fieldConsoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fieldAssignments: queryOf(build, FieldApi.assignments, { providesTags: (r) => listTags('Field', r?.assignments) }),
    fieldAddAssignment: mutationOf(build, FieldApi.addAssignment, { invalidatesTags: [ASSIGNMENTS, PROGRESS] }),
    fieldEndAssignment: mutationOf(build, FieldApi.endAssignment, { invalidatesTags: (_r, _e, arg) => [...rowTags('Field', arg.id), PROGRESS] }),
    fieldBulkAssign: mutationOf(build, FieldApi.bulkAssign, { invalidatesTags: [ASSIGNMENTS, PROGRESS] }),
    fieldProgress: queryOf(build, FieldProgressApi.progress, { providesTags: [PROGRESS] }),
  }),
});

export const { useFieldAssignmentsQuery, useFieldAddAssignmentMutation, useFieldEndAssignmentMutation, useFieldBulkAssignMutation, useFieldProgressQuery } =
  fieldConsoleApi;
