// The sign-in page rendered at build time, once per language, so the browser paints it from the
// HTML before any script has run; the client then hydrates it (index.tsx). Run by the production
// build (webpack.config.ts) under tsx: stylesheets and images are left to webpack, so their
// imports are empty here.
/* eslint-disable @typescript-eslint/no-require-imports */
for (const ext of ['.css', '.png', '.svg', '.jpg', '.webp', '.woff2']) require.extensions[ext] = () => undefined;

async function main() {
  const { renderToString } = await import('react-dom/server');
  const { createElement } = await import('react');
  const { default: SignInShell } = await import('./SignInShell');
  const { registerCatalogue } = await import('../i18n/messages');
  const { LOCALES } = await import('../../shared/domain/constants');
  const out: Record<string, string> = {};
  for (const locale of LOCALES) {
    if (locale !== 'en') registerCatalogue(locale, require(`../../../i18n/${locale}.json`));
    out[locale] = renderToString(createElement(SignInShell, { locale }));
  }
  process.stdout.write(JSON.stringify(out));
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
