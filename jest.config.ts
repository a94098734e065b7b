import os from 'node:os';
import type { Config } from 'jest';
import tsconfig from './tsconfig.json';

// The console's own tsconfig.json, compiled to CommonJS for jest (webpack bundles the app as ESM).
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: { ...tsconfig.compilerOptions, module: 'commonjs', moduleResolution: 'bundler', isolatedModules: true, rootDir: '.' } },
];
const transform = { '^.+\\.(t|j)sx?$': tsJest } as Config['transform'];
// react-leaflet and friends ship ESM only, as do pg-boss and its dependencies.
const esm = [
  'react-leaflet',
  '@react-leaflet',
  'react-leaflet-cluster',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'content-disposition',
  'cookie',
  'pg-boss',
  'serialize-error',
  'non-error',
  'rrule-temporal',
  'cron-parser',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`];

const config: Config = {
  testTimeout: 30000,
  // two workers even on two cores: a browser file waits on its server and chromium much of the
  // time, and one worker left a core idle for most of a run
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  testSequencer: '<rootDir>/src/e2e/sequencer.cjs',
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src/client', '<rootDir>/src/shared', '<rootDir>/i18n'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform,
      transformIgnorePatterns,
      // moment-timezone with the browser build's zones only (webpack's alias), so the console's
      // tests see the dates the browser will; the features' registry read from disk (jest has no
      // require.context)
      moduleNameMapper: {
        '^\\./features/registry$': '<rootDir>/src/client/features/registry.node.ts',
        '\\.(css|png|jpg|svg)$': '<rootDir>/src/client/test/fileStub.ts',
        '^moment-timezone$': '<rootDir>/src/client/lib/momentKolkata.ts',
        // the field app's catalogues (webpack keeps its keys only; the tests read them whole)
        '^.*/i18n/(\\w+)\\.json\\?field$': '<rootDir>/i18n/$1.json',
      },
      setupFilesAfterEnv: ['<rootDir>/src/client/test/setup.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      // the benchmark's own code beside the server it measures
      roots: ['<rootDir>/src/server', '<rootDir>/src/bench'],
      testMatch: ['**/*.test.ts'],
      // the run's PostgreSQL test databases, dropped at its end
      globalSetup: '<rootDir>/src/server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/src/server/test/globalTeardown.ts',
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/e2e'],
      testMatch: ['**/*.e2e.ts'],
      // the console is built once, before the browser tests' workers start
      globalSetup: '<rootDir>/src/e2e/globalSetup.ts',
      globalTeardown: '<rootDir>/src/e2e/globalTeardown.ts',
      transform,
      transformIgnorePatterns,
    },
  ],
};
export default config;
