/**
 * Fills the release fields of system.json from package.json, the one source of the version, so a
 * release needs no hand edits: version, url, manifest (the latest release's system.json, which Foundry
 * reads to offer updates), download (this version's zip), bugs (the issue tracker), and readme and
 * changelog as they were at this version's tag. Field meanings: Foundry's API reference,
 * PackageManifestData (`bugs`, `readme`, `changelog` are web addresses); draw-steel's system.json fills
 * the same fields.
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
    bugs: `${repo}/issues`,
    readme: `${repo}/blob/v${pkg.version}/README.md`,
    changelog: `${repo}/blob/v${pkg.version}/CHANGELOG.md`,
    manifest: `${repo}/releases/latest/download/system.json`,
    download: `${repo}/releases/download/v${pkg.version}/vowforge.zip`,
  };
}

/** Where a media path of system.json lies inside the system folder ("systems/vowforge/media/a.jpg" → "media/a.jpg"), or null for a web address. */
export function mediaFileOf(url, id = "vowforge") {
  const prefix = `systems/${id}/`;
  return typeof url === "string" && url.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/** Every file of the system folder that system.json's `media` names (its urls and thumbnails). */
export function mediaFiles(system) {
  const files = new Set();
  for (const entry of system.media ?? []) {
    for (const url of [entry.url, entry.thumbnail]) {
      const file = mediaFileOf(url, system.id);
      if (file) files.add(file);
    }
  }
  return [...files];
}
