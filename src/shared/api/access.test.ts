// The pages' access map says what the contracts declare: each entry is its route's scope and role module.
import fs from 'node:fs';
import path from 'node:path';
import { ACCESS } from './access';
import type { RouteSpec } from './contract';

// Every declaration module of this folder (a new domain's included), read from disk.
const declared: Record<string, unknown> = Object.assign(
  {},
  ...fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))

    .map((f) => require(path.join(__dirname, f)) as Record<string, unknown>),
);

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
