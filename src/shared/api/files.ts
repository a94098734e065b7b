// Stored images (profile photos, identity-card scans, slips, material photos, social post images,
// organisation symbols): each belongs to one organisation and is read with a session, like any
// other personal data, never from a public URL. The console fetches them with its token and shows
// them from object URLs (components/uploadedFiles.ts).
import * as yup from 'yup';
import { file, idSchema, route } from './contract';

/** The form of a stored file's name (random hex, as uploads.ts writes them); any other is unknown. */
export const STORED_NAME = /^[a-zA-Z0-9_-]{1,64}\.(png|jpg|webp)$/;

// Any text: a name of another form is answered 404 like a name that is not stored.
const name = yup.string().required().max(200);

export const FileApi = {
  upload: route({
    method: 'GET',
    path: '/uploads/:name',
    scope: 'tenant',
    summary: "One of the organisation's stored images, by the name its row holds (not cached: private, no-store)",
    params: yup.object({ name }),
    response: file('image/*'),
  }),
  /** The organisation list and edit screens show each organisation's symbols to the super administrator: those two, nothing else. */
  organisationSymbol: route({
    method: 'GET',
    path: '/super-admin/organisations/:id/symbols/:name',
    scope: 'superAdmin',
    summary: "An organisation's symbol or election symbol, by the name its row holds",
    params: yup.object({ id: idSchema(), name }),
    response: file('image/*'),
  }),
};
