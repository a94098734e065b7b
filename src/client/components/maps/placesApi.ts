// GET /places?q=: the server's own gazetteer (GeoNames' Indian places and PIN codes), used by
// PlaceSearch when no Google Maps key is configured.
import { baseApi } from '../../api/baseApi';
import { PlacePaths } from '../../../shared/api/routes';

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
}

export const placesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    places: build.query<PlacesAnswer, string>({
      query: (q) => ({ url: PlacePaths.search, params: { q } }),
      transformResponse: (raw: Partial<PlacesAnswer> | null) => ({
        places: Array.isArray(raw?.places) ? raw.places : [],
        attribution: raw?.attribution,
      }),
      // typed prefixes repeat while someone corrects a typo
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { usePlacesQuery } = placesApi;

/** "Rajapeth, Amravati, Maharashtra 444601" (parts that are missing or repeat the name are left out). */
export function placeLabel(p: Place): string {
  const parts = [p.name, p.district !== p.name ? p.district : null, [p.state, p.postcode].filter(Boolean).join(' ')];
  return parts.filter((x) => x && String(x).trim()).join(', ');
}
