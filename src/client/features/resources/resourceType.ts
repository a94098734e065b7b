import { ResourceTypeApi } from '../../../shared/api/resources';
import { resourceTypeApi } from '../../api/crudApi';
import { nameOnlyResource } from '../../components/crud/nameOnly';

export default nameOnlyResource('resourceType', 'resourceType', ResourceTypeApi, resourceTypeApi, {
  emptyTitle: 'resourceType.emptyTitle',
  emptyText: 'resourceType.emptyText',
});
