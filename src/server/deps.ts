import type { Config } from './config';
import type { Database } from './db/client';
import type { SignInLimiter } from './auth/rateLimit';
import type { SharedAnswers } from './sharedAnswers';
import type { TurnoutReader } from './domains/pollDay/turnout';

/** What every domain's routes receive. */
export interface Deps {
  config: Config;
  database: Database;
  limiter: SignInLimiter;
  /** answers shared by an organisation's users for a few seconds (the dashboard) */
  answers: SharedAnswers;
  /** poll day's turnout counts, kept a few seconds; a mark made through this server (console or phone) drops them */
  turnout: TurnoutReader;
}
