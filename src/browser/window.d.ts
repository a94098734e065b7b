// What the browser tests and the benchmark keep on the pages they drive (set by their init scripts).
export {};

declare global {
  interface Window {
    /** every Content-Security-Policy violation of the page, as "directive blocked-URI" */
    __csp?: string[];
    /** the benchmark's search watch: the last keystroke's time, and when the rows showed the term */
    __key?: number;
    __shown?: number;
  }
}
