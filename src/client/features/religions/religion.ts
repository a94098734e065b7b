import { ReligionApi } from '../../../shared/api/masters';
import { religionApi } from '../../api/crudApi';
import { nameOnlyResource } from '../../components/crud/nameOnly';

export default nameOnlyResource('religion', 'religion', ReligionApi, religionApi);
