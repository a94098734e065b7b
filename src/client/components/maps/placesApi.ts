// The server's own gazetteer (GeoNames' Indian places and PIN codes), used by PlaceSearch when no
// Google Maps key is configured.
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/endpoints';
import { PlaceApi, type Place, type PlacesAnswer } from '../../../shared/api/places';

export type { Place, PlacesAnswer };

export const placesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    places: queryOf(build, PlaceApi.search, {
      transformResponse: (raw): PlacesAnswer => ({
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
