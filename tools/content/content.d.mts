/** Types of the content-module CLI (the tool itself is plain JavaScript). */
export interface ContentProblem {
  path: string;
  code: string;
  args: Record<string, string | number>;
}

export function buildContentModule(options: {
  file: string;
  out: string;
  ruleset?: string;
  log?: (line: string) => void;
  error?: (line: string) => void;
}): Promise<
  | {
      ok: true;
      moduleId: string;
      packs: Array<{ name: string; type: string; documents: Array<Record<string, unknown>> }>;
      unconverted: Array<{ kind: string; path: string; count: number }>;
    }
  | { ok: false; problems: ContentProblem[] }
>;
