// The pages' access map says what the contracts declare: each entry is its route's scope and role module.
import * as areas from './areas';
import * as audit from './audit';
import * as candidates from './candidates';
import * as dashboard from './dashboard';
import * as events from './events';
import * as masters from './masters';
import * as offices from './offices';
import * as organisations from './organisations';
import * as pollDay from './pollDay';
import * as paper from './paper';
import * as resources from './resources';
import * as socialPosts from './socialPosts';
import * as stock from './stock';
import * as surveys from './surveys';
import * as tasks from './tasks';
import * as teams from './teams';
import * as vehicleRequests from './vehicleRequests';
import * as vehicles from './vehicles';
import * as voterGroups from './voterGroups';
import * as voterImport from './voterImport';
import * as voters from './voters';
import { ACCESS } from './access';
import type { RouteSpec } from './contract';

const declared: Record<string, unknown> = {
  ...areas,
  ...audit,
  ...candidates,
  ...dashboard,
  ...events,
  ...masters,
  ...offices,
  ...organisations,
  ...pollDay,
  ...paper,
  ...resources,
  ...socialPosts,
  ...stock,
  ...surveys,
  ...tasks,
  ...teams,
  ...vehicleRequests,
  ...vehicles,
  ...voterGroups,
  ...voterImport,
  ...voters,
};

describe("the pages' access map", () => {
  it.each(Object.entries(ACCESS).flatMap(([api, routes]) => Object.entries(routes).map(([name, access]) => [`${api}.${name}`, api, name, access] as const)))(
    '%s is the scope and module its route declares',
    (_label, api, name, access) => {
      const route = (declared[api] as Record<string, RouteSpec> | undefined)?.[name];
      expect(route).toBeDefined();
      expect({ scope: route!.scope, module: route!.module }).toEqual({ module: undefined, ...access });
    },
  );
});
