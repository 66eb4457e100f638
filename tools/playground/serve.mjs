/**
 * `npm start`: builds the playground and serves it on http://127.0.0.1:<PORT or 4173>/.
 * Add ?seed=123 to the URL to make every roll repeatable.
 */
import { buildPlayground } from "./build.mjs";
import { serveStatic } from "./server.mjs";

const DEFAULT_PORT = 4173;

async function main() {
  const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${process.env.PORT}"`);
  }
  const dir = await buildPlayground();
  const server = await serveStatic(dir, port);
  console.log(`Vowforge playground: ${server.url}  (add ?seed=123 for repeatable rolls; Ctrl+C to stop)`);
}

main().catch((error) => {
  console.error(`Playground failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
