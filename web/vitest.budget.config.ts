import { defineConfig } from 'vitest/config';
import web from './vitest.config.ts';

// The first-load budget (`build/firstLoad.budget.ts`) and the checks of the built files
// (`build/*.built.ts`): run after the production build, against
// `dist/`, on its own, with the web tests' plugins (Relay, the PWA's registration module).
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: 'web-budget',
    include: ['build/*.budget.ts', 'build/*.built.ts'],
    setupFiles: [],
  },
});
