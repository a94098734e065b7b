import { ReligionPaths } from '../../../shared/api/crud';
import { nameOnlyResource } from '../../components/crud/nameOnly';

export default nameOnlyResource('religion', 'religion', ReligionPaths);
