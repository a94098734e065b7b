import { ReligionCategoryPaths } from '../../../shared/api/crud';
import { nameOnlyResource } from '../../components/crud/nameOnly';

export default nameOnlyResource('religionCategory', 'religionCategory', ReligionCategoryPaths);
