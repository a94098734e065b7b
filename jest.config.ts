import type { Config } from 'jest';

// ts-jest compiles to CommonJS for jest; the app itself is bundled by webpack (ESM).
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: '<rootDir>/tsconfig.jest.json' },
];
const transform = { '^.+\\.(t|j)sx?$': tsJest } as Config['transform'];
// react-leaflet and friends ship ESM only.
const esm = ['react-leaflet', '@react-leaflet', 'react-leaflet-cluster', 'react-intl', '@formatjs', 'intl-messageformat', 'content-disposition', 'cookie'];
const transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`];

const config: Config = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src/client', '<rootDir>/src/shared', '<rootDir>/i18n'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: { '\\.(css|png|jpg|svg)$': '<rootDir>/src/client/test/fileStub.ts' },
      setupFilesAfterEnv: ['<rootDir>/src/client/test/setup.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/server'],
      testMatch: ['**/*.test.ts'],
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
      transform,
      transformIgnorePatterns,
    },
  ],
};
export default config;
