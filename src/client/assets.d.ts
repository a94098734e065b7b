// Files webpack bundles (webpack.config.ts): css is injected by style-loader, images and fonts
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
