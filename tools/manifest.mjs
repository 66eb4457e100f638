/**
 * Fills the release fields of system.json from package.json, the one source of the version, so a
 * release needs no hand edits: version, url, manifest (the latest release's system.json, which Foundry
 * reads to offer updates) and download (this version's zip).
 */

/** A release version: major.minor.patch, with an optional pre-release part ("1.2.0-beta.1"). */
export const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The repository's https address from package.json's `repository` ("git+https://….git" or a string). */
export function repositoryUrl(pkg) {
  const url = String(pkg.repository?.url ?? pkg.repository ?? "")
    .replace(/^git\+/, "")
    .replace(/\.git$/, "");
  if (!/^https:\/\/[^/\s]+\/[^\s]+$/.test(url)) throw new Error(`package.json repository is not an https URL: "${url}"`);
  return url;
}

export function manifestFor(system, pkg) {
  if (!VERSION.test(String(pkg.version))) throw new Error(`package.json version is not a release version: "${pkg.version}"`);
  const repo = repositoryUrl(pkg);
  return {
    ...system,
    version: pkg.version,
    url: repo,
    manifest: `${repo}/releases/latest/download/system.json`,
    download: `${repo}/releases/download/v${pkg.version}/vowforge.zip`,
  };
}
