// The real server (tsx src/server/main.ts) on a free port with a fresh data folder and the demo
// seed, and Debian's chromium driven by playwright-core: what the browser tests and the console's
// side of the benchmark both run on.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { DIST, ROOT } from './paths';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** ends the server and removes its data folder */
  stop(): Promise<void>;
  /** kill -9: no shutdown of any kind; the data folder stays for a restart */
  kill(): Promise<void>;
}

/**
 * Where the servers of one run of the browser tests keep a seeded data folder to start from, set
 * by their global setup; unset (the benchmark), every server seeds its own.
 */
export const TEMPLATES_ENV = 'CONSOLE_E2E_TEMPLATES';

/**
 * The embedded database as a fresh server with `env` leaves it once ready (migrated, the demo
 * seeded, the gazetteer loaded), made by the first server of the run that asks and copied by the
 * others: a start from nothing takes half a minute of a loaded CI machine, a copy a second.
 */
async function seededTemplate(env: Record<string, string>): Promise<string | null> {
  const root = process.env[TEMPLATES_ENV];
  if (!root || env.DATABASE_URL) return null;
  const key = Object.entries(env)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const dir = path.join(root, Buffer.from(key || 'default').toString('base64url'));
  const ready = path.join(dir, '.ready');
  const failed = path.join(dir, '.failed');
  try {
    // the one that makes the directory makes the template; the others wait for it
    fs.mkdirSync(dir, { recursive: false });
  } catch {
    for (let waited = 0; !fs.existsSync(ready); waited += 500) {
      if (fs.existsSync(failed) || waited > 180_000) return null;
      await new Promise((r) => setTimeout(r, 500));
    }
    return dir;
  }
  try {
    const data = path.join(dir, 'data');
    fs.mkdirSync(data);
    const made = await launch(env, data);
    await made.halt();
    fs.writeFileSync(ready, '');
    return dir;
  } catch (e) {
    // the waiting servers seed their own, and this one's error is told by its own start
    fs.writeFileSync(failed, String(e));
    return null;
  }
}

/** A server on a free port; `dataDir` restarts one on the data folder of an earlier (killed) server. */
export async function startServer(env: Record<string, string> = {}, opts: { dataDir?: string } = {}): Promise<RunningServer> {
  let dataDir = opts.dataDir;
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
    const template = await seededTemplate(env);
    if (template) fs.cpSync(path.join(template, 'data'), dataDir, { recursive: true });
  }
  const server = await launch(env, dataDir);
  return {
    url: server.url,
    dataDir,
    stop: async () => {
      await server.halt();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    kill: server.kill,
  };
}

async function launch(env: Record<string, string>, dataDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: DIST, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // a group of its own: tsx runs the server as its child, and a kill of tsx alone would leave
    // that server running (a SIGKILL is not passed on)
    detached: true,
  });
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      // already gone
    }
  };
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s:\n' + output)), 120_000);
    const onData = (b: Buffer) => {
      output += b.toString();
      // the gazetteer loads in the background after listen: wait for it so place search is whole
      if (output.includes('Campaign console: http://') && /Place search: (\d+ GeoNames places loaded|ready|loading failed)/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** ends the server (SIGTERM, then SIGKILL after 5 s); the data folder stays */
    halt: async () => {
      child.removeAllListeners('exit');
      const done = new Promise((r) => child.once('exit', r));
      signal('SIGTERM');
      const timer = new Promise((r) => setTimeout(r, 5000, 'timeout').unref());
      if ((await Promise.race([done, timer])) === 'timeout') signal('SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
    kill: async () => {
      child.removeAllListeners('exit');
      const done = new Promise((r) => child.once('exit', r));
      signal('SIGKILL');
      await done;
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
  };
}

/** Debian's chromium, headless; `extraArgs` beside the usual flags. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A page that may reach only the server under test: tiles, Google and CDNs are cut off. */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  opts: { locale?: string; storageState?: BrowserContextOptions['storageState']; bypassCSP?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: opts.locale ?? 'en-IN',
    timezoneId: 'Asia/Kolkata',
    storageState: opts.storageState,
    bypassCSP: opts.bypassCSP,
  });
  const origin = new URL(baseUrl).origin;
  await context.route('**/*', (route) => {
    const u = route.request().url();
    return u.startsWith(origin) || u.startsWith('data:') || u.startsWith('blob:') ? route.continue() : route.abort();
  });
  // every Content-Security-Policy violation of every page is kept for cspViolations()
  await context.addInitScript(() => {
    const seen: string[] = [];
    window.__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  // generous: CI shares two cores between the server, the browser and the other test projects
  page.setDefaultTimeout(30_000);
  // a crashed renderer fails the next step as "Target crashed": say where it was
  page.on('crash', () => console.error(`the browser's renderer crashed on ${page.url()}`));
  page.setDefaultNavigationTimeout(60_000);
  return page;
}

export async function signIn(page: Page, baseUrl: string, email: string, password = 'Demo@12345') {
  await page.goto(baseUrl + '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
