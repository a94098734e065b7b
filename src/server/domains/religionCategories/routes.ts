import { ReligionCategoryPaths } from '../../../shared/api/crud';
import { religionCategories } from '../../db/schema';
import { nameOnlyCrud } from '../../crud';

export default nameOnlyCrud({ name: 'religion-category', table: religionCategories, paths: ReligionCategoryPaths });
