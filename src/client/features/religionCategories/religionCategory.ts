import { ReligionCategoryApi } from '../../../shared/api/masters';
import { religionCategoryApi } from '../../api/crudApi';
import { nameOnlyResource } from '../../components/crud/nameOnly';

export default nameOnlyResource('religionCategory', 'religionCategory', ReligionCategoryApi, religionCategoryApi);
