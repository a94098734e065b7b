// For whoever runs the server (a load balancer, an orchestrator): is the process up, and can it
// serve (the database answers and every migration is applied)?
import { reply, route } from './contract';

export interface Readiness {
  ready: boolean;
  database: boolean;
  migrations: { applied: number; expected: number };
}

export const HealthApi = {
  live: route({ method: 'GET', path: '/healthz', scope: 'public', summary: 'The process is up', response: reply<{ status: 'ok' }>('status') }),
  ready: route({
    method: 'GET',
    path: '/readyz',
    scope: 'public',
    summary: 'The database answers and every migration is applied (503 with the same body when not)',
    response: reply<Readiness>('ready', 'database', 'migrations'),
  }),
};
