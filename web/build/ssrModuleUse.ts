import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const relativeImport = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;
/** A module that imports React's `lazy` by name. */
const reactLazyImport = /import\s*\{[^}]*\blazy\b[^}]*\}\s*from\s*['"]react['"]/;
/** A call of that `lazy` (not a property or a method of that name). */
const lazyCall = /(?<![.\w$])lazy\(/g;
const requestScopeModule = resolve(import.meta.dirname, '../src/delivery/requestScope.ts');

/**
 * In the server build only: every lazy `import('./…')` of the app's source also reports the file
 * it loads (`recordModuleUse('src/routes/Stay/StayRoute.tsx')`) to the render that runs it, and
 * React's `lazy(…)` becomes `recordedLazy(…)`, which reports its files on every render, not only
 * the first (a lazy component loads its code once per process). A page's links then come from
 * what its render used (its route's loader and screen, a lazy part it drew), matched by source
 * path with the client build's Vite manifest (`src/delivery/pageAssets.ts`): no list of routes
 * and chunks is kept anywhere.
 */
export function ssrModuleUse(root: string): Plugin {
  return {
    name: 'guest:ssr-module-use',
    apply: (_, { isSsrBuild }) => isSsrBuild === true,
    transform(code, id) {
      if (!id.startsWith(resolve(root, 'src')) || id === requestScopeModule) return null;
      relativeImport.lastIndex = 0;
      if (!relativeImport.test(code)) return null;
      let rewritten = code.replace(relativeImport, (call, _quote, specifier: string) => {
        const source = relative(root, resolve(dirname(id), specifier))
          .split('\\')
          .join('/');
        return `(__recordModuleUse(${JSON.stringify(source)}), ${call})`;
      });
      if (reactLazyImport.test(code)) rewritten = rewritten.replace(lazyCall, '__recordedLazy(');
      return {
        code: `import { recordModuleUse as __recordModuleUse, recordedLazy as __recordedLazy } from ${JSON.stringify(requestScopeModule)};\n${rewritten}`,
        map: null,
      };
    },
  };
}
