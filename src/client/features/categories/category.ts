import { CategoryApi } from '../../../shared/api/masters';
import { categoryApi } from '../../api/crudApi';
import { nameOnlyResource } from '../../components/crud/nameOnly';

export default nameOnlyResource('category', 'category', CategoryApi, categoryApi, { emptyTitle: 'category.emptyTitle', emptyText: 'category.emptyText' });
