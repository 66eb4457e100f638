import { type Browser, type BrowserContext, type Page } from "playwright-core";
import { type ConsoleCollector } from "./console-collector.mjs";
export const CHROMIUM_ARGS: readonly string[];
export const CANVAS_SWITCH: string;
export function launchBrowser(options: { executablePath: string; headed: boolean }): Promise<Browser>;
export function openPage(
  browser: Browser,
  role: string,
  collector: ConsoleCollector,
): Promise<{ role: string; context: BrowserContext; page: Page }>;
export function waitReady(page: Page): Promise<void>;
export function join(page: Page, baseUrl: string, userName: string): Promise<void>;
export function reload(page: Page): Promise<void>;
export function setCanvasSwitch(page: Page, on: boolean): Promise<void>;
export function leave(page: Page): Promise<void>;
