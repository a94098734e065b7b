// Materials: the type and name of what the campaign hands
// out or uses, with a photo; add and edit in popups (a name or type missing is said next to each
// field and, as "Missing Data", in a dialog).
import { createElement } from 'react';
import { useIntl } from 'react-intl';
import { ResourceApi, type Resource } from '../../../shared/api/resources';
import { localName } from '../../../shared/api/masters';
import { resourceSchema } from '../../../shared/schemas/resources';
import type { CrudBody } from '../../api/crudEndpoints';
import type { CrudResource } from '../../components/crud/resource';
import UploadedImage from '../../components/UploadedImage';
import { withoutDataUrlPrefix } from '../../../shared/images';
import { resourceApi, resourceTypeApi } from './api';

type MaterialBody = CrudBody<typeof ResourceApi>;
// a new photo goes as bare base64, as the API's calls send it; a stored name goes back as it is
const useBareImage =
  () =>
  (body: MaterialBody): MaterialBody => ({ ...body, image: withoutDataUrlPrefix(body.image) });

const useTypeOptions = () => {
  const { locale } = useIntl();
  return (resourceTypeApi.useListQuery().data ?? []).map((t) => ({ value: String(t.id), label: localName(t, locale) }));
};
function TypeName({ row }: { row: Resource }) {
  const { locale } = useIntl();
  return row.resourcestype ? localName(row.resourcestype, locale) : '—';
}

const resource: CrudResource<Resource, MaterialBody> = {
  name: 'resource',
  api: resourceApi,
  decls: ResourceApi,
  titleKey: 'resource.title',
  addKey: 'resource.add',
  editKey: 'resource.edit',
  columns: [
    { id: 'photo', header: 'resource.photo', render: (r) => createElement(UploadedImage, { name: r.image, alt: r.resource_name, size: 40 }) },
    { id: 'type', header: 'resource.type', render: (r) => createElement(TypeName, { row: r }) },
    { id: 'name', header: 'resource.name', render: (r) => r.resource_name },
  ],
  fields: [
    { name: 'resources_type_id', labelKey: 'resource.type', kind: 'select', useOptions: useTypeOptions, placeholderKey: 'resource.chooseType', required: true },
    { name: 'resource_name', labelKey: 'resource.name', required: true },
    { name: 'image', labelKey: 'resource.photo', kind: 'image' },
  ],
  schema: resourceSchema,
  warnMissing: true,
  initialValues: { resources_type_id: '', resource_name: '', image: '' },
  // the stored photo's name stays in the field: sent back unchanged, it keeps the photo
  useToBody: useBareImage,
  toForm: (r) => ({ resources_type_id: String(r.resources_type_id), resource_name: r.resource_name, image: r.image ?? '' }),
  messages: { added: 'resource.added', updated: 'resource.updated', deleted: 'resource.deleted' },
  pager: 'numbers',
  emptyTitle: 'resource.emptyTitle',
  emptyText: 'resource.emptyText',
  rowName: (r) => r.resource_name,
};
export default resource;
