// Images travel inside JSON as base64 (a data URL or bare base64 text); a field holding anything
// else (a stored file name or URL) means "keep the stored image" and is not sent or stored again.

/** True for a data URL or bare base64 text, false for a stored name or URL. */
export function isImageData(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 16) return false;
  const body = value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value;
  return /^[A-Za-z0-9+/=\s]+$/.test(body.slice(0, 200));
}

/** The base64 text of a data URL (as the API's calls send a photo); anything else unchanged. */
export function withoutDataUrlPrefix<T>(value: T): T | string {
  return typeof value === 'string' && /^data:[^,]*;base64,/.test(value) ? value.slice(value.indexOf(',') + 1) : value;
}
