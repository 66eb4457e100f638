/**
 * Known noise: console lines a real run prints that are neither the system's fault nor a sign that
 * something broke, each excused with its reason and the source that shows it. This is the one place
 * such lines are excused (FOUNDRY_E2E_ALLOW stays for a maintainer's own machine). Rules:
 *
 * - A line of ours is never excused, whatever an entry says: one that starts with "Vowforge", or whose
 *   text or location names a file under systems/vowforge/ (a deprecation warning core prints because
 *   our code called something deprecated carries our file in its stack). See `isOwnLine` in
 *   console-collector.mjs.
 * - An entry names the Foundry generations it applies to; each run reports the entries it never used
 *   (results.json, `knownNoise.unused`), so an entry that no longer matches anything is removed.
 * - A new entry gives the line as the run's console.log shows it, why it is not a failure, and where
 *   that is shown (a test here that reproduces it, a public issue, or the licensed run's artifact).
 *
 * @type {readonly import("./known-noise.d.mts").KnownNoise[]}
 */
export const KNOWN_NOISE = [
  {
    id: "chromium-software-gl-readpixels",
    level: "warning",
    match: /^\[\.WebGL-[0-9a-fx]+\]GL Driver Message \(OpenGL, Performance, [^)]*\): GPU stall due to ReadPixels/,
    versions: [13, 14],
    reason:
      "Chromium's software GL (SwiftShader, the only WebGL a GPU-less runner has) warns when a page reads pixels back from a WebGL canvas; the machine's, printed only on the token-bar step's page with the canvas on",
    source:
      "tests/browser/foundry-e2e-console.test.ts reproduces the line with this harness's Chromium flags in Debian's Chromium 156",
  },
];
