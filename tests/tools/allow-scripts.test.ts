import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * npm 11 reads `allowScripts` in package.json (see `npm help install-scripts`): a dependency's install
 * script runs only when listed there, and `npm ci` names the others. Every dependency the lockfile marks
 * as having an install script must be listed, so a clean install builds and says nothing about them.
 */
describe("package.json allowScripts", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { allowScripts?: Record<string, boolean> };
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.replace(/^.*node_modules\//, ""));

  it("allows the install scripts the build needs (esbuild, classic-level for the packs, @parcel/watcher)", () => {
    expect(withScripts).toEqual(expect.arrayContaining(["esbuild", "classic-level", "@parcel/watcher"]));
  });

  it("covers every dependency with an install script", () => {
    const allowed = new Set(
      Object.entries(pkg.allowScripts ?? {})
        .filter(([, on]) => on)
        .map(([name]) => name.replace(/(?<=.)@.*$/, "")),
    );
    expect(withScripts.filter((name) => !allowed.has(name))).toEqual([]);
  });
});
