import type { ErrorBody } from '../../shared/api/messages';

/** The server's error body (ErrorBody) of a failed call; empty when the failure had none. */
export const errorBody = (e: unknown): ErrorBody => ((e as { data?: ErrorBody } | undefined)?.data ?? {}) as ErrorBody;
