import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Tables of a few hundred questions take seconds on a loaded 2-core machine; not a speed test.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
          testTimeout: 20_000,
          setupFiles: ['tests/unit/frontend/setup.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'cloud',
          include: ['tests/cloud/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/cloud/support/build-bundles.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
