// A full page load (states: after the candidate step the browser loads /dashboard anew, so the
// whole console starts from the stored session). Behind an object so tests can observe it:
// jsdom cannot navigate.
export const pageLoad = {
  assign(url: string) {
    window.location.assign(url);
  },
};
