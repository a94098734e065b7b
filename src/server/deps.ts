import type { Config } from './config';
import type { Database } from './db/client';
import type { FailureLimiter } from './auth/rateLimit';

/** What every domain's routes receive. */
export interface Deps {
  config: Config;
  database: Database;
  limiter: FailureLimiter;
}
