// The event screens, one chunk.
import { eventPages } from './EventForm';
export { default as EventListPage } from './EventListPage';
export { default as EventReportPage } from './EventReportPage';
export const AddEventPage = eventPages.Add;
export const EditEventPage = eventPages.Edit;
