import type { Config } from './config';
import type { Database } from './db/client';
import type { FailureLimiter } from './auth/rateLimit';

/** What every domain's routes receive. */
export interface Deps {
  config: Config;
  database: Database;
  limiter: FailureLimiter;
}

/** A tenant-scoped path under /api/v1/admin/:tenantId. */
export const T = (path: string) => `/api/v1/admin/:tenantId${path}`;
/** A voter path under the tenant base and the /:orgId/:candidateId prefix. */
export const V = (path: string) => `/api/v1/admin/:tenantId/:orgId/:candidateId${path}`;
