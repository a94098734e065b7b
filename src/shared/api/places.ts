// The offline gazetteer behind the place search when no Google key is configured: Indian places
// and PIN codes searched by prefix. Any signed-in user of the organisation: every map picker uses it.
import * as yup from 'yup';
import { reply, route } from './contract';

export interface Place {
  name: string;
  district: string | null;
  state: string | null;
  postcode: string | null;
  lat: number;
  lng: number;
}

export interface PlacesAnswer {
  places: Place[];
  attribution?: string;
  /** the gazetteer is still being loaded on first start */
  loading?: boolean;
}

export const PlaceApi = {
  search: route({
    method: 'GET',
    path: '/places',
    scope: 'tenant',
    summary: 'Places and PIN codes of India whose name starts with the text',
    query: yup.object({ q: yup.string().default('') }),
    response: reply<PlacesAnswer>('places', 'attribution', 'loading'),
  }),
};
