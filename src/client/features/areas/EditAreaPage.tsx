// /edit-area/{id}: the same form filled in, button "Update Location"; back to /area.
import { EditPage } from '../../components/crud/FormPage';
import { areaApi } from '../../api/crudApi';
import type { Area } from '../../../shared/api/areas';
import AreaForm from './AreaForm';
import './areas.css';

export default function EditAreaPage() {
  return (
    <EditPage<Area>
      className="area-page"
      titleKey="area.editTitle"
      listPath="/area"
      savedKey="area.updated"
      notFoundKey="area.notFound"
      useRow={areaApi.useGetQuery}
      form={(area, { onSaved }) => <AreaForm area={area} onSaved={onSaved} />}
    />
  );
}
