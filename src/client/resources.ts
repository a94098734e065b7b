// The registry: every feature contributes its route entries in
// features/<d>/resource.ts; routes.tsx builds the router from them and the Layout's sidebar
// builds the menu from the same list, so a menu entry exists only when its route does.
import type { RouteEntry } from './components/layout/routeEntry';
import { menuGroupRoute } from './components/layout/MenuGroupPage';
import authRoutes from './features/auth/resource';
import { onboardingRoutes } from './features/onboarding/resource';
import dashboardRoutes from './features/dashboard/resource';
import organisationRoutes from './features/organisations/resource';
import roleRoutes from './features/roles/resource';
import religionRoutes from './features/religions/resource';
import religionCategoryRoutes from './features/religionCategories/resource';
import categoryRoutes from './features/categories/resource';
import areaRoutes, { areaStep } from './features/areas/resource';
import officeRoutes, { officeStep } from './features/offices/resource';
import candidateRoutes, { candidateStep } from './features/users/resource';
import voterSearchRoutes from './features/voters/resource';
import votingCentreRoutes from './features/votingCentres/resource';
import voterReportRoutes from './features/voterReports/resource';
import voterGroupRoutes from './features/voterGroups/resource';
import teamRoutes from './features/teams/resource';
import vehicleRoutes from './features/vehicles/resource';
import eventRoutes from './features/events/resource';
import taskRoutes from './features/tasks/resource';
import auditRoutes from './features/audit/resource';
import vehicleRequestRoutes from './features/vehicleRequests/resource';
import centreReportRoutes from './features/centreReports/resource';
import materialRoutes from './features/resources/resource';
import socialPostRoutes from './features/socialPosts/resource';
import stockRoutes from './features/stock/resource';
import surveyRoutes from './features/surveys/resource';
import pollDayRoutes from './features/pollDay/resource';
import paperRoutes from './features/paper/resource';

export const routeEntries: RouteEntry[] = [
  ...authRoutes,
  // the onboarding steps are the area, office and candidate forms of those features
  ...onboardingRoutes({ 1: areaStep, 2: officeStep, 3: candidateStep }),
  ...dashboardRoutes,
  ...organisationRoutes,
  ...roleRoutes,
  ...religionRoutes,
  ...religionCategoryRoutes,
  ...categoryRoutes,
  // the Master submenu's own page
  menuGroupRoute('/master', 'menu.master'),
  ...areaRoutes,
  ...officeRoutes,
  ...candidateRoutes,
  ...voterSearchRoutes,
  ...votingCentreRoutes,
  ...voterReportRoutes,
  ...voterGroupRoutes,
  ...teamRoutes,
  ...vehicleRoutes,
  ...materialRoutes,
  ...socialPostRoutes,
  ...stockRoutes,
  ...eventRoutes,
  ...taskRoutes,
  ...surveyRoutes,
  ...auditRoutes,
  ...vehicleRequestRoutes,
  ...centreReportRoutes,
  ...pollDayRoutes,
  ...paperRoutes,
];

export type { RouteEntry };
