// The sign-in pages rendered at build time, so the browser paints them from the HTML before any
// script has run: the console's once per language (signIn.tsx takes it over), and the field app's
// first screen, a phone signed out in the default language (fieldApp/index.tsx takes it over).
// Run by the production build (webpack.config.ts) under tsx: stylesheets and images are left to
// webpack, so their imports are empty here, and the field app's cut-down catalogue
// (`i18n/xx.json?field`) is the whole one. Prints the markup and the catalogue entries the
// console's page carries.
/* eslint-disable @typescript-eslint/no-require-imports */
import Module from 'node:module';

for (const ext of ['.css', '.png', '.svg', '.jpg', '.webp', '.woff2']) require.extensions[ext] = () => undefined;
// Node's resolver of a require, left out of its types: wrapped so `?field` resolves to the catalogue.
declare module 'node:module' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- merged into Node's own Module namespace
  namespace Module {
    let _resolveFilename: (request: string, ...rest: unknown[]) => string;
  }
}
const resolve = Module._resolveFilename;
Module._resolveFilename = (request, ...rest) => resolve(request.replace(/\?field$/, ''), ...rest);

async function main() {
  const { renderToString } = await import('react-dom/server');
  const { createElement } = await import('react');
  const { default: SignInApp } = await import('../features/auth/SignInApp');
  const { signInCatalogues } = await import('../features/auth/signInMessages');
  const { LOCALES } = await import('../../shared/domain/constants');
  const all = Object.fromEntries(LOCALES.map((l) => [l, require(`../../../i18n/${l}.json`) as Record<string, string>]));
  const catalogues = signInCatalogues(all as Record<(typeof LOCALES)[number], Record<string, string>>);
  const pages: Record<string, string> = {};
  for (const locale of LOCALES) pages[locale] = renderToString(createElement(SignInApp, { locale, catalogues, onSignedIn: async () => undefined }));
  const { fieldRoot } = await import('../fieldApp/root');
  const { makeFieldStore } = await import('../fieldApp/store');
  const field = renderToString(fieldRoot(makeFieldStore()));
  process.stdout.write(JSON.stringify({ pages, catalogues, field }));
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
