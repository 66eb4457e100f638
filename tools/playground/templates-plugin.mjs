/**
 * esbuild pieces the playground pages share: `import templates from "playground:templates"` gives
 * every .hbs file under templates/ as { "templates/<path>.hbs": source } (so new templates and partials
 * need no list), each as the build ships it to Foundry (tools/template-compact.mjs), and the options
 * every page bundle is built with.
 */
import { readFile } from "node:fs/promises";
import * as esbuild from "esbuild";
import { compactTemplate, listTemplates } from "../template-compact.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The esbuild plugin behind `playground:templates`. */
export function templatesPlugin() {
  return {
    name: "vowforge-templates",
    setup(build) {
      build.onResolve({ filter: /^playground:templates$/ }, () => ({ path: "templates", namespace: "vf-templates" }));
      build.onLoad({ filter: /.*/, namespace: "vf-templates" }, async () => {
        const dir = path.join(root, "templates");
        const files = await listTemplates(dir);
        const map = {};
        for (const file of files) {
          map[path.relative(root, file).split(path.sep).join("/")] = compactTemplate(await readFile(file, "utf8"));
        }
        return { contents: `export default ${JSON.stringify(map)};`, loader: "js", watchFiles: files, watchDirs: [dir] };
      });
    },
  };
}

/** The esbuild options of a playground page script (add entryPoints, outfile and format). */
export function pageBundleOptions() {
  return {
    bundle: true,
    platform: "browser",
    target: "es2022",
    loader: { ".hbs": "text" },
    plugins: [templatesPlugin()],
    logLevel: "silent",
  };
}

/** Bundles a page script (an ES module with its source map) from `entry` into `outfile`. */
export async function bundlePage(entry, outfile) {
  await esbuild.build({ ...pageBundleOptions(), entryPoints: [entry], outfile, format: "esm", sourcemap: true });
  return outfile;
}
