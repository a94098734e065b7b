// The browser build's moment-timezone (webpack aliases 'moment-timezone' to this file): the
// library without its database of every zone in the world (some 700 KB), given only the zones
// the console uses, Asia/Kolkata and UTC. The server and the tests use the full package.
import moment from 'moment-timezone/moment-timezone';

// IANA's data in moment-timezone's packed form (data/packed/latest.json of the installed version)
moment.tz.add([
  'Asia/Kolkata|LMT HMT MMT IST +0630|-5R.s -5R.k -5l.a -5u -6u|01234343|-4Fg5R.s BKo0.8 1rDcw.a 1r2LP.a 1un0 HB0 7zX0|15e6',
  'Etc/UTC|UTC|0|0||',
]);
moment.tz.link(['Asia/Kolkata|Asia/Calcutta', 'Etc/UTC|UTC']);

export default moment;
