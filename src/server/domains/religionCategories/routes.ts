import { ReligionCategoryApi } from '../../../shared/api/masters';
import { religionCategories } from '../../db/schema';
import { nameOnlyCrud } from '../../crud';

export default nameOnlyCrud({ name: 'religion-category', table: religionCategories, decls: ReligionCategoryApi });
