import { generateDocuments } from "../packs/build.mjs";
import { importTs, timeIt } from "./util.mjs";

/** Median time of one call of an async `fn`, in milliseconds (batches awaited in turn, ~200 ms). */
async function timeAsync(fn, { budgetMs = 200 } = {}) {
  let batch = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) await fn();
    if (performance.now() - start > 5) break;
    batch *= 2;
  }
  const samples = [];
  const end = performance.now() + budgetMs;
  while (performance.now() < end || samples.length < 5) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) await fn();
    samples.push((performance.now() - start) / batch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

/** A repeatable stream of die totals (a small linear congruential generator). */
function seededDice(seed = 42) {
  let state = seed;
  return (formula) => {
    const faces = Number(/^1d(\d+)$/.exec(formula)?.[1] ?? 100);
    state = (state * 1103515245 + 12345) % 2147483648;
    return 1 + (state % faces);
  };
}

/**
 * Oracles: resolving a draw on every generated table (further rolls and linked tables included), and
 * building the oracle browser's context over all of them, unfiltered and with a search.
 */
export async function run({ root }) {
  const { resolveOracleDraw } = await importTs(root, "src/oracles/resolve.ts");
  const { oracleTableData } = await importTs(root, "src/oracles/table-data.ts");
  const { buildOracleBrowserContext } = await importTs(
    root,
    "src/applications/oracle-browser/browser-context.ts",
  );
  const tables = [];
  const sources = [];
  for (const pack of generateDocuments().packs) {
    if (pack.type !== "RollTable") continue;
    const source = { id: `vowforge.${pack.name}`, label: pack.name, ruleset: pack.ruleset, tables: [] };
    for (const doc of pack.documents) {
      const uuid = `Compendium.vowforge.${pack.name}.RollTable.${doc._id}`;
      tables.push(oracleTableData(doc, uuid));
      source.tables.push({ name: doc.name, uuid });
    }
    sources.push(source);
  }
  const byUuid = new Map(tables.map((t) => [t.uuid, t]));
  const lookup = (uuid) => byUuid.get(uuid) ?? null;
  const dice = seededDice();
  const drawAll = async () => {
    for (const table of tables) await resolveOracleDraw(table, dice, { lookup });
  };
  const localize = (key, data) => (data ? `${key} ${Object.values(data).join(" ")}` : key);
  const context = (query) => () =>
    buildOracleBrowserContext({
      sources,
      query,
      open: new Set(sources.map((s) => s.id)),
      idPrefix: "bench",
      localize,
    });
  await drawAll();
  // The browser as it opens (every pack's folder open, the folders inside closed) with every ruleset and
  // expansion enabled: its two parts' HTML, budget 60 kB (DESIGN.md section 8).
  const { renderOracleTemplate } = await importTs(root, "tests/oracles/render-oracle.ts");
  const { ORACLE_BROWSER_TEMPLATES } = await importTs(root, "src/oracles/templates.ts");
  const { localize: enLocalize } = await importTs(root, "tests/helpers/handlebars.ts");
  // Each pack's label as system.json names it (VOWFORGE.Pack.<name in camel case>).
  const labelled = sources.map((s) => ({
    ...s,
    label: `VOWFORGE.Pack.${s.label.replace(/-([a-z])/g, (_m, c) => c.toUpperCase())}`,
  }));
  const atOpen = buildOracleBrowserContext({
    sources: labelled,
    query: "",
    open: new Set(sources.map((s) => s.id)),
    idPrefix: "vowforge-oracle-browser",
    localize: enLocalize,
  });
  const openBytes =
    Buffer.byteLength(renderOracleTemplate(ORACLE_BROWSER_TEMPLATES.search, atOpen)) +
    Buffer.byteLength(renderOracleTemplate(ORACLE_BROWSER_TEMPLATES.list, atOpen));
  return [
    {
      name: `oracles: browser HTML at open, ${tables.length} tables in ${sources.length} packs`,
      value: openBytes / 1000,
      unit: "kB",
      budget: 60,
      note: "issue 23 measured 603 kB with every row drawn",
    },
    {
      name: `oracles: resolve a draw on each of ${tables.length} tables`,
      value: await timeAsync(drawAll),
      unit: "ms",
    },
    {
      name: `oracles: browser context, ${tables.length} tables, no search`,
      value: timeIt(context("")),
      unit: "ms",
    },
    {
      name: `oracles: browser context, ${tables.length} tables, search "planet"`,
      value: timeIt(context("planet")),
      unit: "ms",
    },
  ];
}
