import { nodeResolve } from "@rollup/plugin-node-resolve";
import esbuild from "rollup-plugin-esbuild";

const production = process.env.NODE_ENV !== "development";

/** The runtime script: one ES module that Foundry loads from system.json's `esmodules`. */
export default {
  input: "src/vowforge.ts",
  output: {
    file: "dist/vowforge.mjs",
    format: "es",
    sourcemap: true,
    // One file for Foundry to load: modules imported on first use are bundled in, not split out.
    inlineDynamicImports: true,
  },
  plugins: [
    nodeResolve({ extensions: [".ts", ".mjs", ".js"] }),
    // keepNames: Foundry stores rolls and dice terms by class name, so names must survive minification.
    // JSON data under src/ (e.g. the playtest move names the pack generator shares) is bundled by
    // esbuild's json loader; listing a loader also adds its extension to the plugin's include filter.
    esbuild({
      target: "es2022",
      minify: production,
      keepNames: true,
      sourceMap: true,
      loaders: { ".ts": "ts", ".js": "js", ".mjs": "js", ".json": "json" },
    }),
  ],
};
