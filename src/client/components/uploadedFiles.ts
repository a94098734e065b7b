// Stored images are read with the session's token (an <img src> cannot send it): fetched once per
// name for the page's life, kept as blobs in memory, and shown through an object URL each image
// makes and revokes itself. A list of 50 rows showing one photo fetches it once.
import { useEffect, useState } from 'react';
import { FileApi } from '../../shared/api/files';
import { request } from '../api/endpoints';
import { resolveUrl } from '../api/baseQuery';
import type { AuthState } from '../store/authSlice';
import { useAppSelector } from '../store/hooks';

/** Whose image: the session's own organisation's, or (the super administrator's screens) an organisation's symbol. */
export interface UploadOwner {
  organisation?: number;
}

/** A stored name, or nothing to show (none, or the entities' default picture). */
export const storedName = (name: string | null | undefined): string | null => (name && name !== 'def.png' ? name : null);

/** The API address of a stored image. */
export function uploadAddress(name: string, auth: AuthState, owner: UploadOwner = {}): string {
  const req = owner.organisation ? request(FileApi.organisationSymbol, { id: owner.organisation, name }) : request(FileApi.upload, { name });
  return resolveUrl(req.url, auth);
}

class Missing extends Error {}

/** Beyond this many images the oldest are fetched again if asked for; a page shows far fewer. */
const KEPT = 300;
const blobs = new Map<string, Promise<Blob>>();
let blobsOf: string | null = null;

/** The image's bytes, fetched once; another session's are never reused (signing out drops them). */
export function loadUpload(url: string, token: string): Promise<Blob> {
  if (blobsOf !== token) {
    blobs.clear();
    blobsOf = token;
  }
  const kept = blobs.get(url);
  if (kept) return kept;
  const loading = fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((res) => {
    if (res.status === 404) throw new Missing(url);
    if (!res.ok) throw new Error(`${res.status} ${url}`);
    return res.blob();
  });
  blobs.set(url, loading);
  // a file that is not there stays not there; any other failure is tried again by the next image
  loading.catch((e: unknown) => {
    if (!(e instanceof Missing) && blobs.get(url) === loading) blobs.delete(url);
  });
  if (blobs.size > KEPT) blobs.delete(blobs.keys().next().value!);
  return loading;
}

/** Drops every kept image (tests). */
export function forgetUploads() {
  blobs.clear();
  blobsOf = null;
}

export interface UploadView {
  /** an object URL of the image while it is shown, else null */
  url: string | null;
  /** it could not be read (not stored, or refused) */
  failed: boolean;
}

/** The object URL of a stored image, made when it has arrived and revoked when the name changes or the image goes. */
export function useUpload(name: string | null | undefined, owner: UploadOwner = {}): UploadView {
  const auth = useAppSelector((s) => s.auth);
  const stored = storedName(name);
  return useImageAt(stored && auth.token ? uploadAddress(stored, auth, owner) : null, auth.token, !stored);
}

/**
 * The object URL of the image at `address`, read with the session's token (an <img src> cannot
 * send it), made when it has arrived and revoked when the address changes or the image goes;
 * `none`: there is no image to read (the answer says failed).
 */
export function useImageAt(address: string | null, token: string | null | undefined, none: boolean): UploadView {
  const [view, setView] = useState<UploadView & { address: string | null }>({ address: null, url: null, failed: false });

  useEffect(() => {
    if (!address || !token) return;
    let live = true;
    let url: string | null = null;
    loadUpload(address, token)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setView({ address, url, failed: false });
      })
      .catch(() => live && setView({ address, url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [address, token]);

  // what an earlier address left is not this one's
  return view.address === address && address ? { url: view.url, failed: view.failed } : { url: null, failed: none };
}
