// The voting-centre screens' addresses, for the pages that link to them (a file of its own: the
// screens themselves import it, and the registry entry imports the screens).
export const CENTRE_EDIT_ROUTE = '/edit-voting-center/:center_id';

/** The screen that edits a centre's place (every part polled there moves with it). */
export const centreEditPath = (centerId: number) => `/edit-voting-center/${centerId}`;
