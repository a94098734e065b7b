// What every voter screen needs from the session: the default constituency (defaultacno) and the
// installation type. The session's, so it is the store's: read by the voter search, voting-centre, report and other features. The voter prefix of their calls is filled in by the base query.
import { useEffect } from 'react';
import { useAppSelector } from './hooks';

export interface VoterScope {
  /** null when the session has no default constituency: the screens then load nothing, and it is logged. */
  acno: number | null;
  installationType: number | null;
}

export function useVoterScope(): VoterScope {
  const auth = useAppSelector((s) => s.auth);
  const acno = auth.defaultacno ?? null;
  useEffect(() => {
    if (acno == null) console.error('No default constituency (defaultacno) in the session: the voter screens load nothing.');
  }, [acno]);
  return { acno, installationType: auth.installation_type ?? null };
}
