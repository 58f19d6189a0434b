import type { Plugin } from 'vite';

/**
 * Everything the entry module imports statically (its whole static closure, less the framework
 * group and the entry module itself), for one chunk beside the entry.
 *
 * Rolldown gives each module that the entry and a lazily loaded screen share a chunk of its own,
 * even though the entry has always loaded it by the time any screen asks for it. A first visit
 * then downloads some twenty files of a few hundred bytes each, and on HTTP/1.1 over a phone's
 * connection every one of them costs a request slot and its headers. Grouping the closure gives
 * the same code in one file; screens import from it as they did from the small ones.
 *
 * `plugin` records the closure when the module graph is complete (`buildEnd`); `isInClosure` is
 * the test of a Rolldown chunk group, which runs after that.
 */
export function entryClosureChunk(options: { entry: RegExp; exclude: RegExp }): {
  plugin: Plugin;
  isInClosure: (id: string) => boolean;
} {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: 'guest:entry-closure-chunk',
    apply: 'build',
    buildEnd() {
      closure.clear();
      const entries = [...this.getModuleIds()].filter((id) => options.entry.test(id));
      const pending = entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (closure.has(id) || options.exclude.test(id)) continue;
        closure.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const id of entries) closure.delete(id);
    },
  };
  return { plugin, isInClosure: (id) => closure.has(id) };
}
