// What every voter screen needs from the session: the voter prefix /{orgId}/{candidateId}, the
// default constituency (02 §1 defaultacno) and the installation type. Shared by the voter
// search, voting-centre and report features (a feature may not import another).
import { useAppSelector } from '../store/hooks';
import { voterPrefix } from './baseApi';

export interface VoterScope {
  prefix: string;
  /** null when the session has no default constituency: the screens then load nothing (02 §8). */
  acno: number | null;
  installationType: number | null;
}

export function useVoterScope(): VoterScope {
  const auth = useAppSelector((s) => s.auth);
  return { prefix: voterPrefix(auth), acno: auth.defaultacno ?? null, installationType: auth.installation_type ?? null };
}
