/**
 * A value made on its first use instead of at start: the Excel, PDF and QR writers take a third
 * of the server's start to load (each test file that builds the app pays it again), and most
 * requests need none of them.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
