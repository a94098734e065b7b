import { ReligionPaths } from '../../../shared/api/crud';
import { religions } from '../../db/schema';
import { nameOnlyCrud } from '../../crud';

export default nameOnlyCrud({ name: 'religion', table: religions, paths: ReligionPaths });
