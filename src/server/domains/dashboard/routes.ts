// The dashboard's calls (01 §7 Dashboard) on the tenant base, granted by the Dashboard module.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DashboardPaths } from '../../../shared/api/routes';
import { T, type Deps } from '../../deps';
import { acnoQuery } from '../parts/acno';
import { centreLocations, dashboardData, listEvents, listTasks, matdanKendraList } from './queries';

export default function dashboardRoutes(app: FastifyInstance, { database }: Deps) {
  const cfg = { config: { module: 'Dashboard' as const } };
  const get = (path: string, handler: (req: FastifyRequest) => Promise<unknown>) => {
    // /tasks and /events also belong to the task and event domains: whichever registers first serves them.
    if (!app.hasRoute({ method: 'GET', url: T(path) })) app.get(T(path), cfg, handler);
  };

  get(DashboardPaths.data, async (req) => dashboardData(database, req.auth.tenantId, acnoQuery(req.query)));
  get(DashboardPaths.centreLocations, async (req) => centreLocations(database, req.auth.tenantId, acnoQuery(req.query)));
  get(DashboardPaths.matdanKendra, async (req) => matdanKendraList(database, req.auth.tenantId, acnoQuery(req.query)));
  get(DashboardPaths.tasks, async (req) => ({ tasks: await listTasks(database, req.auth.tenantId) }));
  get(DashboardPaths.events, async (req) => ({ events: await listEvents(database, req.auth.tenantId) }));
}
