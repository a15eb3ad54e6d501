/**
 * The code of a worker thread `name` (`pglite.worker`, `documents.worker`) that lives beside the
 * module `moduleUrl` (its `import.meta.url`), for `new Worker(code, { eval })`: the built file
 * beside the bundle (dist/server/<name>.mjs, an entry of server/build.ts), or, running from the
 * TypeScript sources (tsx, the tests), the source module loaded through tsx's loader, which a
 * worker does not inherit from `--import tsx` in Node 20.
 */
export function threadSource(moduleUrl: string, name: string): { code: string | URL; eval: boolean } {
  if (!moduleUrl.endsWith(".ts")) return { code: new URL(`./${name}.mjs`, moduleUrl), eval: false };
  const tsx = import.meta.resolve("tsx/esm/api");
  const source = new URL(`./${name}.ts`, moduleUrl).href;
  return {
    code: `import(${JSON.stringify(tsx)}).then((tsx) => tsx.register()).then(() => import(${JSON.stringify(source)}))`,
    eval: true,
  };
}
