// The roll uploads (CSV, XLSX and PDF) and their jobs are the organisation's own admin's: not
// field staff (the guard refused them already), not the super admin.
import type { FastifyRequest } from 'fastify';
import { UserType } from '../auth/guard';
import { forbidden } from '../http';

/** The admin's tenant; 403 for anyone else. */
export function orgAdminTenant(req: FastifyRequest): number {
  if (req.auth.userType !== UserType.Admin) throw forbidden();
  return req.auth.tenantId;
}
