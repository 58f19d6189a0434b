import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const relativeImport = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;
const requestScopeModule = resolve(import.meta.dirname, '../src/delivery/requestScope.ts');

/**
 * In the server build only: every lazy `import('./…')` of the app's source also reports the file
 * it loads (`recordModuleUse('src/routes/Stay/StayRoute.tsx')`) to the render that runs it. A
 * page's links then come from what its render really loaded (its route's loader and screen, a
 * lazy part it drew), matched by source path with the client build's Vite manifest
 * (`src/delivery/pageAssets.ts`): no list of routes and chunks is kept anywhere.
 */
export function ssrModuleUse(root: string): Plugin {
  return {
    name: 'guest:ssr-module-use',
    apply: (_, { isSsrBuild }) => isSsrBuild === true,
    transform(code, id) {
      if (!id.startsWith(resolve(root, 'src')) || !relativeImport.test(code)) return null;
      relativeImport.lastIndex = 0;
      const rewritten = code.replace(relativeImport, (call, _quote, specifier: string) => {
        const source = relative(root, resolve(dirname(id), specifier))
          .split('\\')
          .join('/');
        return `(__recordModuleUse(${JSON.stringify(source)}), ${call})`;
      });
      return {
        code: `import { recordModuleUse as __recordModuleUse } from ${JSON.stringify(requestScopeModule)};\n${rewritten}`,
        map: null,
      };
    },
  };
}
