// Production and development build of the console (STACK.md "Build"): ts-loader in
// transpile-only mode (tsc --noEmit does the type checking), lazy route chunks, and moment's
// locale files left out so the first load stays small.
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

// webpack-cli loads this file as ESM (no __dirname); npm scripts and src/server/build.ts run it
// from the project root.
const root = path.resolve();

// The console's languages, a copy of LOCALES in src/shared/domain/constants.ts: webpack-cli loads
// this file as ESM, which cannot import the project's extensionless TypeScript. The sign-in
// prerender below renders the shared list and fails the build when the two differ.
const LOCALES = ['en', 'hi', 'mr'] as const;

/**
 * Fills each sign-in.<locale>.html, and field.html (the field app's first visit), with the page
 * rendered at build time (src/client/prerender/signIn.tsx).
 */
class PrerenderSignIn {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderSignIn', (compilation) => {
      // after the pages are written and minified (minifying drops comments, and React's markers
      // are comments) and before they are compressed
      compilation.hooks.processAssets.tap({ name: 'PrerenderSignIn', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 }, (assets) => {
        const names = Object.keys(assets).filter((n) => /^sign-in\.\w+\.html$/.test(n));
        if (!names.length) return;
        const { pages, catalogues, field } = JSON.parse(
          execFileSync(path.resolve(root, 'node_modules/.bin/tsx'), [path.resolve(root, 'src/client/prerender/signIn.tsx')], {
            cwd: root,
            env: { ...process.env, NODE_ENV: 'production' },
            maxBuffer: 16 << 20,
          }).toString(),
        ) as { pages: Record<string, string>; catalogues: Record<string, Record<string, string>>; field: string };
        // the page's texts in the three languages, as data for its script (a language switch
        // needs no download); `<` escaped so no text can close the element
        const messages = `<script type="application/json" id="sign-in-messages">${JSON.stringify(catalogues).replace(/</g, '\\u003c')}</script>`;
        const rendered = Object.keys(pages).sort().join();
        if (rendered !== [...LOCALES].sort().join()) {
          compilation.errors.push(new webpack.WebpackError(`webpack.config.ts names the languages ${LOCALES.join()}, the console ${rendered}`));
          return;
        }
        // A page filled with its rendered body: the stylesheet inline (it paints from the HTML
        // alone, without waiting for a second request; the scripts still load the rest as on every
        // page), the preloads React puts first (the logo) moved into the head, and the root inert
        // until the page's script takes it over: a form submitted by the browser itself would put
        // the password in the address.
        const fill = (name: string, body: string, lang: string, after = '') => {
          const preloads = /^(<link [^>]*>)*/.exec(body)?.[0] ?? '';
          const html = String(assets[name].source())
            .replace(/<link href="?\/(css\/[^" >]+\.css)"? rel="?stylesheet"?>/g, (tag, file: string) =>
              assets[file] ? `<style>${String(assets[file].source())}</style>` : tag,
            )
            .replace(/<html lang="?en"?/, `<html lang="${lang}"`)
            .replace('</head>', `${preloads}</head>`)
            .replace(/<div id="?root"?><\/div>/, `<div id="root" inert>${body.slice(preloads.length)}</div>${after}`);
          compilation.updateAsset(name, new webpack.sources.RawSource(html));
        };
        // the console's, taken over by signIn.tsx
        for (const name of names) {
          const locale = name.split('.')[1];
          fill(name, pages[locale], locale, messages);
        }
        // The field app's first visit is a phone signed out, in the default language, taken over
        // by fieldApp/index.tsx. The service worker opens the app from field-shell.html instead,
        // which paints nothing a signed-in phone would not show.
        if (assets['field.html']) fill('field.html', field, 'en');
      });
    });
  }
}

/**
 * The page every other address gets (index.html) is, most often, a signed-in visit that lands on
 * the dashboard: its code, its map's (Leaflet, whose tiles are the page's largest paint) and its
 * claims period card's are fetched beside the main scripts instead of after they have run. A
 * preload only fetches: the map's and the card's code run when the dashboard asks for them, after
 * the page's own.
 */
class PreloadDashboard {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PreloadDashboard', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadDashboard', (data) => {
        if (data.outputName !== 'index.html') return data;
        const files = [
          ...new Set(
            ['dashboard', 'centre-map', 'claims-card'].flatMap((name) =>
              [...(compilation.namedChunkGroups.get(name)?.chunks ?? [])].flatMap((c) => [...c.files]),
            ),
          ),
        ];
        const link = (file: string, as: 'script' | 'style') => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as, href: `/${file}` });
        data.headTags.push(
          ...files.filter((f) => f.endsWith('.js')).map((f) => link(f, 'script')),
          ...files.filter((f) => f.endsWith('.css')).map((f) => link(f, 'style')),
        );
        return data;
      });
    });
  }
}

/**
 * A page's first Intl call sets ICU up (25-50 ms of the main thread here, four times that on a
 * slow CPU), and the console's first render makes it (react-intl): on index.html a small script,
 * async, makes that call while the console's scripts are still downloading. Not on the pages
 * painted from their HTML (sign-in, the field app's first visit), where it would come before the
 * first paint.
 */
class WarmIntl {
  static readonly source = "Intl.NumberFormat.supportedLocalesOf('en');Intl.DateTimeFormat.supportedLocalesOf('en');\n";

  apply(compiler: webpack.Compiler) {
    const hash = compiler.webpack.util.createHash('sha256').update(WarmIntl.source).digest('hex').slice(0, 8);
    const file = `js/warm-intl.${hash}.js`;
    compiler.hooks.thisCompilation.tap('WarmIntl', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WarmIntl', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
        compilation.emitAsset(file, new webpack.sources.RawSource(WarmIntl.source)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('WarmIntl', (data) => {
        if (data.outputName === 'index.html') data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { async: true, src: `/${file}` }));
        return data;
      });
    });
  }
}

/**
 * The catalogue keys the field app shows (src/client/fieldApp): its own texts and the shared ones
 * its screens and the server's answers use. The phone loads these, not the console's thousands;
 * fieldApp/catalogue.test.ts fails when a key the app names is not picked here.
 */
const FIELD_KEYS =
  /^(phone|field|contactHours|validation|consent|gender|align|signIn|taskStatus|subTaskStatus|pollDay)\.|^(paper\.(outcome|slip|level)|voterInfo\.|claims\.(form|status|relation|gender|outcome|already|name|relative|age|house|reason|epic|col)|common\.|layout\.chooseLanguage|error\.|date\.)/;

/** The assets of the field app's service worker precache: its page, chunks, catalogues, fonts, manifest and icons. */
const FIELD_CHUNKS = ['field', 'field-app', 'field-i18n-hi', 'field-i18n-mr'];
function fieldShell({ asset, compilation }: { asset: { name: string }; compilation: webpack.Compilation }): boolean {
  if (/^field(-shell\.html|\.webmanifest|-icon-\d+\.png)$/.test(asset.name)) return true;
  // the Devanagari faces (fonts.css): a phone without a system one draws Hindi and Marathi offline
  if (/^fonts\/noto-sans-devanagari-devanagari-\d+-normal\.\w+\.woff2$/.test(asset.name)) return true;
  const chunks = FIELD_CHUNKS.flatMap((name) => [...(compilation.namedChunkGroups.get(name)?.chunks ?? [])]);
  return chunks.some((c) => c.files.has(asset.name) || c.auxiliaryFiles.has(asset.name));
}

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'production' | 'development' | 'none' };

export default (_env: Env = {}, argv: Argv = {}): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const prod = mode === 'production';
  const api = process.env.API_TARGET || 'http://localhost:3000';
  return {
    mode,
    // the console, the sign-in page's own light script (the console follows once signed in) and
    // the field app for phones (/field)
    entry: {
      main: path.resolve(root, 'src/client/index.tsx'),
      signIn: path.resolve(root, 'src/client/signIn.tsx'),
      field: path.resolve(root, 'src/client/fieldApp/index.tsx'),
    },
    output: {
      path: path.resolve(root, 'dist'),
      filename: prod ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: prod ? 'js/[name].[contenthash:8].chunk.js' : 'js/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    // maps are written for whoever debugs the build on the server, but the scripts do not point
    // to them and the server does not serve them
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // one time zone is all the console shows: moment-timezone without the world's zones
      alias: { 'moment-timezone$': path.resolve(root, 'src/client/lib/momentKolkata.ts') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.resolve(root, 'tsconfig.json') } },
        },
        // production: stylesheets of their own, fetched beside the scripts and parsed before they
        // run (no style code in the JavaScript)
        { test: /\.css$/, use: [prod ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        // Leaflet's marker icons and the console's own images.
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
        // The catalogues as the field app imports them (`i18n/xx.json?field`): its keys only.
        {
          test: /i18n[\\/]\w+\.json$/,
          resourceQuery: /field/,
          type: 'json',
          parser: {
            parse: (text: string) => Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, string>).filter(([k]) => FIELD_KEYS.test(k))),
          },
        },
        // The self-hosted Devanagari font (no font CDN).
        { test: /\.(woff2?|ttf)$/i, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]' } },
      ],
    },
    plugins: [
      ...(prod ? [new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].chunk.css' })] : []),
      new HtmlWebpackPlugin({ template: path.resolve(root, 'public/index.html'), favicon: path.resolve(root, 'public/favicon.svg'), chunks: ['main'] }),
      new WarmIntl(),
      ...['field.html', 'field-shell.html'].map(
        (filename) =>
          new HtmlWebpackPlugin({
            filename,
            template: path.resolve(root, 'public/field.html'),
            favicon: path.resolve(root, 'public/favicon.svg'),
            chunks: ['field'],
          }),
      ),
      // the sign-in page in each language, painted from the HTML before the scripts run (the
      // server sends the visitor's language, from a cookie the console sets)
      ...(prod
        ? [
            ...LOCALES.map(
              (locale) =>
                new HtmlWebpackPlugin({
                  filename: `sign-in.${locale}.html`,
                  chunks: ['signIn'],
                  template: path.resolve(root, 'public/index.html'),
                  favicon: path.resolve(root, 'public/favicon.svg'),
                }),
            ),
            new PrerenderSignIn(),
            new PreloadDashboard(),
          ]
        : []),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', to: '.', globOptions: { ignore: ['**/index.html', '**/field.html', '**/favicon.svg'] }, noErrorOnMissing: true }],
      }),
      // moment-timezone pulls every moment locale otherwise; dates are formatted in English/ICU.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development') }),
      // the field app's service worker (production: development rebuilds would fight its cache)
      ...(prod
        ? [new InjectManifest({ swSrc: path.resolve(root, 'src/client/fieldApp/sw.ts'), swDest: 'field-sw.js', include: [fieldShell], compileSrc: true })]
        : []),
      // each text asset also as .br and .gz, made once at build time at the best ratios: the
      // server sends the one the browser accepts
      ...(prod
        ? [
            new CompressionPlugin<zlib.BrotliOptions>({
              test: /\.(js|css|html|svg|json)$/,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              threshold: 1024,
              minRatio: 0.9,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
            new CompressionPlugin({
              test: /\.(js|css|html|svg|json)$/,
              filename: '[path][base].gz',
              algorithm: 'gzip',
              threshold: 1024,
              minRatio: 0.9,
              compressionOptions: { level: 9 },
            }),
          ]
        : []),
    ],
    performance: { hints: prod ? 'warning' : false, maxEntrypointSize: 600_000, maxAssetSize: 1_600_000 },
    optimization: { splitChunks: { chunks: 'all' }, runtimeChunk: 'single' },
    devServer: {
      port: 8080,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/uploads'], target: api, changeOrigin: true }],
    },
  };
};
