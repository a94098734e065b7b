// The offline gazetteer behind PlaceSearch when no Google key is configured (issue 3):
// GeoNames' Indian places and PIN codes, searched by prefix in milliseconds, with attribution.
import type { FastifyInstance } from 'fastify';
import { PlacePaths } from '../../../shared/api/routes';
import { T, type Deps } from '../../deps';
import { PLACES_ATTRIBUTION, placesLoading } from './loader';
import { searchPlaces } from './queries';

export default function placeRoutes(app: FastifyInstance, { database }: Deps) {
  // any signed-in user of the tenant: every map picker uses it
  app.get(T(PlacePaths.search), async (req) => {
    const q = String((req.query as { q?: unknown }).q ?? '').slice(0, 100);
    const places = await searchPlaces(database, q);
    return { places, attribution: PLACES_ATTRIBUTION, ...(placesLoading(database) ? { loading: true } : {}) };
  });
}
