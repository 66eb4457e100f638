/**
 * Fills the release fields of system.json from package.json, so a release needs no hand edits:
 * version, url, manifest (the latest release's system.json) and download (this version's zip).
 */
export function manifestFor(system, pkg) {
  const repo = String(pkg.repository?.url ?? pkg.repository ?? "")
    .replace(/^git\+/, "")
    .replace(/\.git$/, "");
  return {
    ...system,
    version: pkg.version,
    url: repo,
    manifest: repo ? `${repo}/releases/latest/download/system.json` : "",
    download: repo ? `${repo}/releases/download/v${pkg.version}/vowforge.zip` : "",
  };
}
