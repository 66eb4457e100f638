/**
 * npm run bench: measures what DESIGN.md section 8 budgets and prints one table.
 * Each row is a suite from tools/bench/; a suite returns rows { name, value, unit, budget, note }
 * (budget and note optional: the note says what the figure compares with, e.g. its ratio to another).
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const suitesDir = path.join(root, "tools/bench");

function format(value, unit) {
  if (typeof value !== "number") return String(value);
  const digits = unit === "ms" && value < 1 ? 4 : unit === "ms" ? 2 : 1;
  return `${value.toFixed(digits)} ${unit}`;
}

async function main() {
  const files = (await readdir(suitesDir)).filter((f) => f.endsWith(".bench.mjs")).sort();
  const rows = [];
  let failed = 0;
  for (const file of files) {
    const suite = await import(pathToFileURL(path.join(suitesDir, file)).href);
    process.stdout.write(`running ${file} ...\n`);
    for (const row of await suite.run({ root, existsSync })) rows.push(row);
  }
  const nameWidth = Math.max(...rows.map((r) => r.name.length), 10);
  console.log("");
  console.log(`${"benchmark".padEnd(nameWidth)}  ${"measured".padStart(14)}  ${"budget".padStart(14)}  status  note`);
  console.log(`${"-".repeat(nameWidth)}  ${"-".repeat(14)}  ${"-".repeat(14)}  ------  ----`);
  for (const row of rows) {
    const within = row.budget === undefined ? "" : row.value <= row.budget ? "ok" : "OVER";
    if (within === "OVER") failed += 1;
    const budget = row.budget === undefined ? "-" : format(row.budget, row.unit);
    const line = `${row.name.padEnd(nameWidth)}  ${format(row.value, row.unit).padStart(14)}  ${budget.padStart(14)}  ${within.padEnd(6)}  ${row.note ?? ""}`;
    console.log(line.trimEnd());
  }
  if (failed > 0) {
    console.error(`\n${failed} benchmark(s) over budget`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
