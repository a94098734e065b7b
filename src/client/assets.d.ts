// Files webpack bundles (webpack.config.ts): css goes to stylesheets in production (style-loader in development), images and fonts
// are emitted as files whose URL is the default export.
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
