// The console's build of a run of the browser tests, started by its global setup.
import fs from 'node:fs';
import path from 'node:path';

/** The folder where the run's build says it is done (or failed, with its output in `log`). */
export const BUILD_ENV = 'CONSOLE_E2E_BUILD';

/** Waits until the run's build of dist/ has finished; its output when it failed. */
export async function clientBuilt(): Promise<void> {
  const dir = process.env[BUILD_ENV];
  if (!dir) return;
  for (let waited = 0; ; waited += 500) {
    if (fs.existsSync(path.join(dir, 'done'))) return;
    if (fs.existsSync(path.join(dir, 'failed'))) {
      const log = fs.readFileSync(path.join(dir, 'log'), 'utf8');
      throw new Error(`the console's build failed:\n${log.slice(-4000)}`);
    }
    if (waited > 840_000) throw new Error("the console's build did not finish in 14 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
}
