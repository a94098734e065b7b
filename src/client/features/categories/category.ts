import { CategoryApi } from '../../../shared/api/masters';
import { nameOnlyResource } from '../../components/crud/nameOnly';
import { categoryApi } from './api';

export default nameOnlyResource('category', 'category', CategoryApi, categoryApi, { emptyTitle: 'category.emptyTitle', emptyText: 'category.emptyText' });
