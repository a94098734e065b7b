// A declared route that answers a file (a PDF, a sheet) fetched through the base query, with the
// session's token and prefix, and handed to the browser as a download; the bytes stay out of the
// store. Used by the mutations of the features that print or export.
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RouteSpec } from '../../shared/api/contract';
import { saveFile } from '../lib/saveFile';
import { request } from './endpoints';

/** The argument of a download mutation: the route's fields and the name the file is saved as. */
export interface FileArg<A> {
  arg: A;
  fileName: string;
}

export async function fetchFile(
  baseQuery: (a: FetchArgs) => unknown,
  decl: RouteSpec,
  arg: unknown,
  fileName: string,
): Promise<{ data: null } | { error: FetchBaseQueryError }> {
  const res = (await baseQuery({ ...request(decl, arg), responseHandler: (r: Response) => (r.ok ? r.blob() : r.json()) })) as {
    data?: unknown;
    error?: FetchBaseQueryError;
  };
  if (res.error) return { error: res.error };
  saveFile(res.data as Blob, fileName);
  return { data: null };
}
