// The console's pages: every feature's route entries (features/<d>/resource.ts, found by
// features/registry.ts) and the pages made of several features. routes.tsx builds the router from
// them and the Layout's sidebar builds the menu from the same list, so a menu entry exists only
// when its route does.
import type { RouteEntry } from './components/layout/routeEntry';
import { menuGroupRoute } from './components/layout/MenuGroupPage';
import { featureRoutes } from './features/registry';
import { onboardingRoutes } from './features/onboarding/resource';
import { areaStep } from './features/areas/resource';
import { officeStep } from './features/offices/resource';
import { candidateStep } from './features/users/resource';

export const routeEntries: RouteEntry[] = [
  // the onboarding steps are the area, office and candidate forms of those features
  ...onboardingRoutes({ 1: areaStep, 2: officeStep, 3: candidateStep }),
  // the Master submenu's own page
  menuGroupRoute('/master', 'menu.master'),
  ...featureRoutes,
];

export type { RouteEntry };
