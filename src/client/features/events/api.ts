// Events: the report of a window of days. The list, one row, add, edit and delete are the CRUD kit's (crudEndpoints), declared here.
import { EventApi, type CampaignEvent } from '../../../shared/api/events';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';
import { listTags } from '../../api/tags';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const event = crudEndpoints<CampaignEvent, typeof EventApi>(build, EventApi, 'Event');
    return { eventList: event.list, eventGet: event.get, eventAdd: event.add, eventUpdate: event.update, eventRemove: event.remove };
  },
});

export const eventApi = crudHooks(
  crud.endpoints.eventList,
  crud.endpoints.eventGet,
  crud.endpoints.eventAdd,
  crud.endpoints.eventUpdate,
  crud.endpoints.eventRemove,
);

const reportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    eventReport: queryOf(build, EventApi.report, { transformResponse: (raw) => raw.events, providesTags: (rows) => listTags('Event', rows) }),
  }),
});

export const { useEventReportQuery } = reportApi;
