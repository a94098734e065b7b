import { CategoryPaths } from '../../../shared/api/crud';
import { categories } from '../../db/schema';
import { nameOnlyCrud } from '../../crud';

export default nameOnlyCrud({ name: 'category', table: categories, paths: CategoryPaths });
