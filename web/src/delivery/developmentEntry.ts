/*
 * The browser's entry in development (`web/dev-server.ts`): React Refresh's preamble has to run
 * before any component module is evaluated, so it is imported first; then the app's own entry.
 * Built pages start from `main.tsx` itself.
 */
import '@vitejs/plugin-react/preamble';
import '../main.tsx';
