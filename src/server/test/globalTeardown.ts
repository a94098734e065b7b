import { endRun } from './databases';

export default endRun;
