import { ReligionApi } from '../../../shared/api/masters';
import { religions } from '../../db/schema';
import { nameOnlyCrud } from '../../crud';

export default nameOnlyCrud({ name: 'religion', table: religions, decls: ReligionApi });
