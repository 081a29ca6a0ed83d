// Jest in native ESM mode (Nest 12 is ESM-only): see ../shared/STACK.md and docs/testing.md.
const tsJest = (tsconfig) => ['ts-jest', { useESM: true, tsconfig }];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // @fastify/static (CommonJS) requires the ESM-only content-disposition 3, which Node 20 loads natively
    // but Jest cannot: tests get the CommonJS build of the same library (1.x, same API).
    '^content-disposition$': 'content-disposition-cjs',
  },
};

/** @type {import('jest').Config} */
export default {
  // testTimeout is a global option (inside a project it is ignored): it covers hooks such as starting the app.
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.ts$': tsJest('tsconfig.json') },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/api'],
      testMatch: ['**/*.api-spec.ts'],
      transform: { '^.+\\.ts$': tsJest('tsconfig.json') },
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/client/src'],
      testMatch: ['**/*.test.tsx', '**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest('client/tsconfig.test.json') },
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '\\.(css)$': 'identity-obj-proxy',
        // The client's one way into the server's code (client/tsconfig.json `paths`).
        '^@server/(.*)$': '<rootDir>/src/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/client/src/test/setup.ts'],
    },
  ],
};
