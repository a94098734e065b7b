import { ReligionApi } from '../../../shared/api/masters';
import { nameOnlyResource } from '../../components/crud/nameOnly';
import { religionApi } from './api';

export default nameOnlyResource('religion', 'religion', ReligionApi, religionApi);
