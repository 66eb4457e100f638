/**
 * Fakes of `game.i18n` (reading the real lang/en.json; a missing key fails the test) and
 * `ui.notifications` (records what was shown). Install per test with `installUiFakes()`.
 */
import { readFileSync } from "node:fs";
import { vi } from "vitest";

type LangTree = { [key: string]: string | LangTree };

const lang = JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8")) as LangTree;

function lookup(key: string): string | undefined {
  let node: string | LangTree | undefined = lang;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export interface ShownNotification {
  level: "info" | "warn" | "error" | "success";
  message: string;
  options: Record<string, unknown>;
  progress: number[];
  removed: boolean;
}

export interface UiFakes {
  i18n: {
    has(key: string): boolean;
    localize(key: string): string;
    format(key: string, data?: Record<string, unknown>): string;
  };
  notifications: Record<
    "info" | "warn" | "error" | "success",
    (message: string, options?: Record<string, unknown>) => ShownNotification
  > & {
    remove(note: ShownNotification): void;
  };
  shown: ShownNotification[];
}

export function makeUiFakes(): UiFakes {
  const shown: ShownNotification[] = [];
  const i18n = {
    has: (key: string) => lookup(key) !== undefined,
    localize: (key: string) => lookup(key) ?? key,
    format(key: string, data: Record<string, unknown> = {}) {
      const text = lookup(key);
      if (text === undefined) throw new Error(`missing i18n key ${key}`);
      return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
        if (!(name in data)) throw new Error(`${key}: no value for {${name}}`);
        return String(data[name]);
      });
    },
  };
  const notify =
    (level: ShownNotification["level"]) =>
    (message: string, options: Record<string, unknown> = {}) => {
      // v13 progress notifications take update({ pct, message }); anything else is not a progress step.
      const note: ShownNotification & { update(data: unknown): void } = {
        level,
        message,
        options,
        progress: [],
        removed: false,
        update(data: unknown) {
          const pct = (data as { pct?: unknown } | null)?.pct;
          if (typeof pct === "number") note.progress.push(pct);
        },
      };
      shown.push(note);
      return note;
    };
  const notifications = {
    info: notify("info"),
    warn: notify("warn"),
    error: notify("error"),
    success: notify("success"),
    remove(note: ShownNotification) {
      note.removed = true;
    },
  };
  return { i18n, notifications, shown };
}

/** Installs `game.i18n` and `ui.notifications` (merging into an existing fake `game` when given). */
export function installUiFakes(game: Record<string, unknown> = {}): UiFakes {
  const fakes = makeUiFakes();
  vi.stubGlobal("game", { ...game, i18n: fakes.i18n });
  vi.stubGlobal("ui", { notifications: fakes.notifications });
  return fakes;
}
