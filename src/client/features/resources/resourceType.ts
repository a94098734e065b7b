import { ResourceTypeApi } from '../../../shared/api/resources';
import { nameOnlyResource } from '../../components/crud/nameOnly';
import { resourceTypeApi } from './api';

export default nameOnlyResource('resourceType', 'resourceType', ResourceTypeApi, resourceTypeApi, {
  emptyTitle: 'resourceType.emptyTitle',
  emptyText: 'resourceType.emptyText',
});
