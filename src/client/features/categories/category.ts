import { CategoryApi } from '../../../shared/api/masters';
import { nameOnlyResource } from '../../components/crud/nameOnly';

export default nameOnlyResource('category', 'category', CategoryApi, undefined, { emptyTitle: 'category.emptyTitle', emptyText: 'category.emptyText' });
