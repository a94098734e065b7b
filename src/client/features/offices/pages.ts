// The office screens, one chunk.
import { officePages } from './OfficeForm';
export { default as OfficeListPage } from './OfficeListPage';
export const AddOfficePage = officePages.Add;
export const EditOfficePage = officePages.Edit;
