// webpack's require.context (the features' registry), typed without pulling in @types/webpack-env.
declare namespace NodeJS {
  interface Require {
    context(directory: string, deep: boolean, filter: RegExp): { keys(): string[]; (id: string): unknown };
  }
}
