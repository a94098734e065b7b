// The offline gazetteer behind the place search when no Google key is configured: GeoNames'
// Indian places and PIN codes, searched by prefix in milliseconds, with attribution.
import type { FastifyInstance } from 'fastify';
import { PlaceApi } from '../../../shared/api/places';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import { PLACES_ATTRIBUTION, placesLoading } from './loader';
import { searchPlaces } from './queries';

export default function placeRoutes(app: FastifyInstance, { database }: Deps) {
  serve(app, PlaceApi.search, async ({ query }) => {
    const places = await searchPlaces(database, query.q.slice(0, 100));
    return { places, attribution: PLACES_ATTRIBUTION, loading: placesLoading(database) };
  });
}
