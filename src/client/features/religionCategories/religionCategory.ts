import { ReligionCategoryApi } from '../../../shared/api/masters';
import { nameOnlyResource } from '../../components/crud/nameOnly';
import { religionCategoryApi } from './api';

export default nameOnlyResource('religionCategory', 'religionCategory', ReligionCategoryApi, religionCategoryApi);
