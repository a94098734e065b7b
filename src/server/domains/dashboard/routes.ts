// The dashboard's calls on the tenant base, granted by the Dashboard module.
import type { FastifyInstance } from 'fastify';
import { DashboardApi } from '../../../shared/api/dashboard';
import type { RouteSpec } from '../../../shared/api/contract';
import { routeUrl } from '../../../shared/api/contract';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import { prepare } from '../../prepared';
import { centreLocations, dashboardData, listEvents, matdanKendraList } from './queries';

export default function dashboardRoutes(app: FastifyInstance, { database, answers }: Deps) {
  // /events also belongs to the event domain: whichever registers first serves it.
  const free = (d: RouteSpec) => !app.hasRoute({ method: d.method, url: routeUrl(d) });

  // the same figures for every user of the organisation: shared for a few seconds (sharedAnswers.ts)
  serve(app, DashboardApi.data, async ({ req, query }) =>
    answers.get(req.auth.tenantId, `dashboard:${query.acno}`, async () => prepare(await dashboardData(database, req.auth.tenantId, query.acno))),
  );
  serve(app, DashboardApi.centreLocations, async ({ req, query }) => centreLocations(database, req.auth.tenantId, query.acno));
  serve(app, DashboardApi.matdanKendra, async ({ req, query }) => matdanKendraList(database, req.auth.tenantId, query.acno));
  if (free(DashboardApi.events)) serve(app, DashboardApi.events, async ({ req }) => ({ events: await listEvents(database, req.auth.tenantId) }));
}
