// The catalogues as the field app imports them: only the keys it shows (webpack.config.ts picks them).
declare module '*.json?field' {
  const messages: Record<string, string>;
  export default messages;
}
