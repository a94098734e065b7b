// The organisation's contact hours in the console: read once (every user's call and WhatsApp
// buttons follow them), changed by admins on their own page. Whether a voter may be contacted
// now is the shared rule (shared/contactHours.ts), the one the field app and the server apply.
import { useCallback, useEffect, useState } from 'react';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { ContactHoursApi } from '../../../shared/api/contactHours';
import { DEFAULT_CONTACT, contactAllowed, pollOf, type ContactAudience, type ContactVerdict } from '../../../shared/contactHours';

export const contactHoursApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contactHours: queryOf(build, ContactHoursApi.read, { providesTags: ['ContactHours'] }),
    saveContactHours: mutationOf(build, ContactHoursApi.update, { invalidatesTags: ['ContactHours'] }),
  }),
});

export const { useContactHoursQuery, useSaveContactHoursMutation } = contactHoursApi;

/** How often the buttons look at the clock again, so they open and close on time. */
const TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(t);
  }, []);
  return now;
}

/**
 * The rule now for a voter of a constituency (one voter, unless told many). Until the
 * organisation's settings arrive, the default hours apply.
 */
export function useContactRule(): (acno: number | null | undefined, audience?: ContactAudience) => ContactVerdict {
  const { data } = useContactHoursQuery();
  const now = useNow();
  return useCallback(
    (acno, audience = 'one') => {
      const settings = data?.contact ?? { ...DEFAULT_CONTACT, polls: [] };
      return contactAllowed(now, settings, pollOf(settings.polls, acno), audience);
    },
    [data, now],
  );
}
