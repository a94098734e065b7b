// jsdom makes no object URLs: each blob gets `blob:test/<n>`, and what is made and revoked is kept
// for the test to look at. Stored images are shown through them (components/uploadedFiles.ts).
import { forgetUploads } from '../components/uploadedFiles';

/** A stored image's bytes, as a fake server answers them. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export function stubObjectUrls() {
  const made = new Map<string, Blob>();
  const revoked: string[] = [];
  let n = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${++n}`;
      made.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => void revoked.push(url),
  });
  // the images kept by an earlier test were fetched from its fake server
  forgetUploads();
  return { made, revoked };
}
