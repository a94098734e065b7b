// The sign-in page rendered at build time, once per language, so the browser paints it from the
// HTML before any script has run; signIn.tsx then takes it over. Run by the production build
// (webpack.config.ts) under tsx: stylesheets and images are left to webpack, so their imports are
// empty here. Prints each language's markup and the catalogue entries the page carries.
/* eslint-disable @typescript-eslint/no-require-imports */
for (const ext of ['.css', '.png', '.svg', '.jpg', '.webp', '.woff2']) require.extensions[ext] = () => undefined;

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
  process.stdout.write(JSON.stringify({ pages, catalogues }));
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
