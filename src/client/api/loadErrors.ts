// Load failures are reported once, here, for every endpoint: a query the server refused or could
// not answer is logged with the endpoint's name, so no page writes its own logging effect. What a
// page shows the user (an empty list, an alert) stays the page's choice.
import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';

export const loadErrors = createListenerMiddleware();

loadErrors.startListening({
  predicate: (action) => isRejectedWithValue(action),
  effect: (action) => {
    const meta = (action as { meta?: { arg?: { endpointName?: string; type?: string } } }).meta;
    // mutations answer their own callers (dialogs, form errors); only loads are reported here
    if (meta?.arg?.type !== 'query') return;
    console.error(`${meta.arg.endpointName ?? 'A request'} could not be loaded`, (action as { payload?: unknown }).payload);
  },
});
