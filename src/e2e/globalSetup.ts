// Builds the console once before any browser test file starts: files run in parallel workers,
// and a build in one would rewrite dist/ under another's running server.
import { buildClient, clientIsStale } from '../server/build';
import { DIST } from '../browser/paths';

export default function globalSetup() {
  if (clientIsStale(DIST)) buildClient(DIST);
}
