import { startRun } from './databases';

export default startRun;
