import { CategoryApi } from '../../../shared/api/masters';
import { categories } from '../../db/schema';
import { nameOnlyCrud } from '../../crud';

export default nameOnlyCrud({ name: 'category', table: categories, decls: CategoryApi });
