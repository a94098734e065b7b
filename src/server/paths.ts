// One spelling of a path before the router sees it: percent-encoded unreserved characters
// decoded (%61 is "a"), other escapes in upper case, a backslash read as a slash (as browsers
// do), empty segments ("//") and dot segments ("/./", "/../") removed, no trailing slash. The router and the guard then see the same path,
// and odd spellings of a route reach that route (and its guard) or no route at all.

/** Letters, digits and -._~ (RFC 3986's unreserved set): encoding them never changes a URL's meaning. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const NEEDS_WORK = /%|\/\/|\/\.|\/$|\\/;

function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9a-fA-F]{2})/g, (all, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(ch) ? ch : `%${hex.toUpperCase()}`;
  });
}

/** RFC 3986's remove_dot_segments over segments, with empty segments dropped. */
function canonicalSegments(path: string): string {
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return '/' + out.join('/');
}

/** The canonical form of a request URL (path and query); the query is left as it came. */
export function normaliseUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.startsWith('/') || path === '/' || !NEEDS_WORK.test(path)) return url;
  // Decoding can make new dot segments ("%2e%2e"), so it comes first.
  const canonical = canonicalSegments(decodeUnreserved(path).replace(/\\/g, '/'));
  return q === -1 ? canonical : canonical + url.slice(q);
}
