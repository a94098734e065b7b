// Every setting comes from the environment, with the embedded defaults.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Seed the demo organisations and roll: default on PGlite, opt-in (SEED_DEMO=1) on PostgreSQL. */
  seedDemo: boolean;
  /** Electors generated for the demo constituency. */
  demoVoters: number;
  maxDevices: number;
  /** days a field app keeps voters without a sync before it wipes them */
  fieldOfflineDays: number;
  sessionDays: number;
  /** a session unused this long ends (0: never), beside its absolute lifetime of sessionDays */
  sessionIdleMinutes: number;
  /** how long a server trusts a session it has read (other servers see a sign-out within this) */
  sessionCacheSeconds: number;
  /** how long an organisation's users share a computed answer (other servers see a change within this) */
  answerCacheSeconds: number;
  /** SHARE_SEARCH_PAGES=0: every voter search is computed for its asker (the benchmark's single-user figures) */
  shareSearchPages: boolean;
  loginLimit: { max: number; windowMs: number };
  uploadsDir: string;
  maxUploadBytes: number;
  /** Largest voter roll (CSV or XLSX) the console's upload accepts. */
  maxRollBytes: number;
  googleMapsKey?: string;
  tileUrl: string;
  distDir: string;
  /** Behind a reverse proxy: whose X-Forwarded-For to believe (Fastify's trustProxy), so the sign-in limiter sees each client's address. */
  trustProxy: boolean | string;
  /**
   * When browsers are told to use HTTPS only (HSTS): 'https' (the default) on answers to requests
   * that came over TLS, directly or, with TRUST_PROXY, per the proxy's X-Forwarded-Proto;
   * 'always' (HSTS=1) on every answer; 'never' (HSTS=0).
   */
  hsts: 'https' | 'always' | 'never';
  /** SEARCH_PLAN_HEADER=1: voter searches say which plan answered them (x-search-plan), for the benchmark */
  searchPlanHeader: boolean;
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);

/** TRUST_PROXY: true (or 1) believes every proxy, else the proxies' addresses or CIDRs, comma-separated; unset: none. */
function trustProxy(v: string | undefined): boolean | string {
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true' || v === '1') return true;
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: int(env.PORT, 3000),
    // loopback unless a deployment says otherwise: the demo's accounts share a published password
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : !databaseUrl,
    demoVoters: int(env.DEMO_VOTERS, 3000),
    maxDevices: int(env.MAX_DEVICES, 3),
    fieldOfflineDays: int(env.FIELD_OFFLINE_DAYS, 7),
    sessionDays: int(env.SESSION_DAYS, 30),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 12 * 60),
    sessionCacheSeconds: int(env.SESSION_CACHE_SECONDS, 5),
    answerCacheSeconds: int(env.ANSWER_CACHE_SECONDS, 5),
    shareSearchPages: env.SHARE_SEARCH_PAGES !== '0' && env.SHARE_SEARCH_PAGES !== 'false',
    loginLimit: { max: int(env.LOGIN_LIMIT_MAX, 10), windowMs: int(env.LOGIN_LIMIT_WINDOW_MS, 3 * 60 * 1000) },
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    maxUploadBytes: int(env.MAX_UPLOAD_BYTES, 2 * 1024 * 1024),
    maxRollBytes: int(env.MAX_ROLL_BYTES, 200 * 1024 * 1024),
    googleMapsKey: env.GOOGLE_MAPS_KEY || undefined,
    tileUrl: env.TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    distDir: path.resolve(env.DIST_DIR || './dist'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    hsts: env.HSTS === '1' || env.HSTS === 'true' ? 'always' : env.HSTS === '0' || env.HSTS === 'false' ? 'never' : 'https',
    searchPlanHeader: env.SEARCH_PLAN_HEADER === '1',
  };
}
