// The contact hours' routes: every user of the organisation reads them, its admins set them.
import type { FastifyInstance } from 'fastify';
import { ContactHoursApi } from '../../../shared/api/contactHours';
import type { Deps } from '../../deps';
import { message } from '../../http';
import { serve } from '../../route';
import { readContactHours, writeContactHours } from './queries';

export default function contactHoursRoutes(app: FastifyInstance, { database }: Deps) {
  serve(app, ContactHoursApi.read, async ({ req }) => ({ contact: await readContactHours(database, req.auth.tenantId) }));
  serve(app, ContactHoursApi.update, async ({ req, body }) => ({
    ...message('contactHours.saved'),
    contact: await writeContactHours(database, req.actor, body),
  }));
}
