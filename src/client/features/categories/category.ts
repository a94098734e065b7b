import { CategoryPaths } from '../../../shared/api/crud';
import { nameOnlyResource } from '../../components/crud/nameOnly';

export default nameOnlyResource('category', 'category', CategoryPaths, { emptyTitle: 'category.emptyTitle', emptyText: 'category.emptyText' });
