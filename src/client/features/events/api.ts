// Events: the report of a window of days. The list, add, edit and delete endpoints are the CRUD kit's (api/crudApi.ts).
import { EventApi } from '../../../shared/api/events';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';
import { listTags } from '../../api/tags';

const reportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    eventReport: queryOf(build, EventApi.report, { transformResponse: (raw) => raw.events, providesTags: (rows) => listTags('Event', rows) }),
  }),
});

export const { useEventReportQuery } = reportApi;
