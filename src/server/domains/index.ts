// The registry of the server's domains: each folder exports its registration (its routes, with the
// CRUD factory's spec when the factory serves them) and buildApp registers this list in order. A new
// domain adds its import and one line to the list; the generic CRUD tests find it here themselves.
import { isCrud, type CrudRegistrar, type DomainRegistrar } from '../crud';
import organisationRoutes from './organisations/routes';
import dashboardRoutes from './dashboard/routes';
import auditRoutes from './audit/routes';
import partRoutes from './parts/routes';
import roleRoutes from './roles/routes';
import religionRoutes from './religions/routes';
import religionCategoryRoutes from './religionCategories/routes';
import categoryRoutes from './categories/routes';
import areaRoutes from './areas/routes';
import officeRoutes from './offices/routes';
import candidateRoutes from './users/routes';
import placeRoutes from './places/routes';
import voterRoutes from './voters/routes';
import votingCentreRoutes from './votingCentres/routes';
import voterGroupRoutes from './voterGroups/routes';
import teamRoutes from './teams/routes';
import vehicleRoutes from './vehicles/routes';
import eventRoutes from './events/routes';
import { subTaskRoutes, taskRoutes } from './tasks/routes';
import vehicleRequestRoutes from './vehicleRequests/routes';
import { resourceRoutes, resourceTypeRoutes } from './resources/routes';
import socialPostRoutes from './socialPosts/routes';
import stockRoutes from './stock/routes';
import { surveyCategoryRoutes, surveyQuestionRoutes, surveyRoutes } from './surveys/routes';
import pollDayRoutes from './pollDay/routes';
import fileRoutes from './files/routes';
import paperRoutes from './paper/routes';
import fieldRoutes from './field/routes';

// The CRUD domains come before the dashboard: GET /events (and later /tasks) are the event and
// task domains' lists, which the dashboard serves only while no domain does.
export const domainRoutes: DomainRegistrar[] = [
  organisationRoutes,
  roleRoutes,
  religionRoutes,
  religionCategoryRoutes,
  categoryRoutes,
  areaRoutes,
  officeRoutes,
  candidateRoutes,
  voterGroupRoutes,
  teamRoutes,
  vehicleRoutes,
  eventRoutes,
  taskRoutes,
  subTaskRoutes,
  resourceTypeRoutes,
  resourceRoutes,
  socialPostRoutes,
  surveyCategoryRoutes,
  surveyQuestionRoutes,
  surveyRoutes,
  vehicleRequestRoutes,
  stockRoutes,
  dashboardRoutes,
  partRoutes,
  placeRoutes,
  voterRoutes,
  votingCentreRoutes,
  pollDayRoutes,
  auditRoutes,
  fileRoutes,
  paperRoutes,
  fieldRoutes,
];

/** The domains served by the CRUD factory whose rows are name-like: the generic CRUD tests run over each of them. */
export const crudDomains: CrudRegistrar[] = domainRoutes.filter(isCrud).filter((d) => d.spec.kitTests !== false);
