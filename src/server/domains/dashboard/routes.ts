// The dashboard's calls on the tenant base, granted by the Dashboard module.
import type { FastifyInstance } from 'fastify';
import { DashboardApi } from '../../../shared/api/dashboard';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import { prepare } from '../../prepared';
import { centreLocations, dashboardData, matdanKendraList } from './queries';

export default function dashboardRoutes(app: FastifyInstance, { database, answers }: Deps) {
  // the same figures for every user of the organisation: shared for a few seconds (sharedAnswers.ts)
  serve(app, DashboardApi.data, async ({ req, query }) =>
    answers.get(req.auth.tenantId, `dashboard:${query.acno}`, async () => prepare(await dashboardData(database, req.auth.tenantId, query.acno))),
  );
  serve(app, DashboardApi.centreLocations, async ({ req, query }) => centreLocations(database, req.auth.tenantId, query.acno));
  serve(app, DashboardApi.matdanKendra, async ({ req, query }) => matdanKendraList(database, req.auth.tenantId, query.acno));
}
