import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@staydesk/source'] },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
