// The server's domains register themselves: every folder here with a routes.ts is one, and its
// default export is its registration (a CrudRegistrar when the CRUD factory serves it) or a list
// of them. buildApp registers them all; the generic CRUD tests find the CRUD ones here. A new
// domain is a folder: nothing here changes. Folders register in name order, and no two domains
// serve the same method and path (Fastify refuses a route declared twice).
import fs from 'node:fs';
import path from 'node:path';
import { isCrud, type CrudRegistrar, type DomainRegistrar } from '../crud';

const ROUTES = /^routes\.(ts|js)$/;

function discover(): DomainRegistrar[] {
  return fs
    .readdirSync(__dirname, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.readdirSync(path.join(__dirname, d.name)).some((f) => ROUTES.test(f)))
    .map((d) => d.name)
    .sort()
    .flatMap((name) => {
      // the set of domains is the folders, so it cannot be a static import list
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const registration = (require(`./${name}/routes`) as { default?: DomainRegistrar | DomainRegistrar[] }).default;
      if (!registration) throw new Error(`domains/${name}/routes has no default export: its registration`);
      return [registration].flat();
    });
}

export const domainRoutes: DomainRegistrar[] = discover();

/** The domains served by the CRUD factory whose rows are name-like: the generic CRUD tests run over each of them. */
export const crudDomains: CrudRegistrar[] = domainRoutes.filter(isCrud).filter((d) => d.spec.kitTests !== false);
