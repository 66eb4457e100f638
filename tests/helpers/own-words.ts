/**
 * Near-verbatim detection for the own-words test: our sentences are compared with the sentences of the
 * rules documents by word set (Jaccard) and by word-level edit distance, so a sentence that swaps or
 * drops a word or two is caught, not only a run of identical words.
 */

import { linksAsText } from "../../src/enricher-syntax";

/** Words so common that sharing them says nothing about copying. */
const STOP = new Set(
  "a an the and or but of to in on at for by with from as is are be it its this that then than if you your they their them he she his her we our us not no do does did".split(
    " ",
  ),
);

/** Lower-case words without punctuation. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "")
    .split(/[\s/—–-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);
}

/** Sentences of a text: split at sentence ends, line breaks, list bullets and table cells. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;:])\s+|[\n\t|()]|\s[-•]\s/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Visible text of a stored string: tags dropped, links reduced to their labels, entities decoded. */
export function visible(text: string): string {
  return linksAsText(text)
    .replace(/\{\{[^}]*\}\}/g, " ")
    .replace(/<\/(p|li|td|th|h\d|div)>/g, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\*\*|__|\*/g, "");
}

/** Words of a sentence that carry meaning: stop words and numbers (table facts such as "+1A") dropped. */
export function contentWords(list: readonly string[]): string[] {
  return list.filter((w) => !STOP.has(w) && !/\d/.test(w));
}

/** Jaccard similarity of the two sentences' content-word sets, 0..1. */
export function wordSetSimilarity(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(contentWords(a));
  const sb = new Set(contentWords(b));
  if (sa.size === 0 || sb.size === 0) return 0;
  let shared = 0;
  for (const w of sa) if (sb.has(w)) shared++;
  return shared / (sa.size + sb.size - shared);
}

/** 1 - (word-level Levenshtein distance / length of the longer sentence), 0..1. */
export function editSimilarity(a: readonly string[], b: readonly string[]): number {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return 0;
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const row = [i];
    for (let j = 1; j <= m; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return 1 - prev[m] / Math.max(n, m);
}

/** Thresholds: a sentence at or above either one is too close to the document's. */
export const WORD_SET_LIMIT = 0.6;
export const EDIT_LIMIT = 0.6;
/** Sentences with fewer words, or fewer content words, are too short to judge (names, labels, table rows). */
export const MIN_WORDS = 5;
export const MIN_CONTENT_WORDS = 3;
/** The word-set measure needs this many content words on both sides; below it one shared word weighs too much. */
export const MIN_SET_WORDS = 5;

function judged(list: readonly string[]): boolean {
  return list.length >= MIN_WORDS && contentWords(list).length >= MIN_CONTENT_WORDS;
}

/** A sentence of ours that is too close to one of the documents. */
export interface CloseSentence {
  ours: string;
  theirs: string;
  wordSet: number;
  edit: number;
}

/** A reference sentence prepared for comparison. */
export interface ReferenceSentence {
  text: string;
  list: string[];
}

/** The sentences of a reference document long enough to judge. */
export function referenceSentences(text: string): ReferenceSentence[] {
  const facts = new Set(FACTS.map((f) => words(f).join(" ")));
  return sentences(visible(text))
    .map((s) => ({ text: s, list: words(s) }))
    .filter((s) => judged(s.list) && !facts.has(s.list.join(" ")));
}

/** The closest reference sentence to `sentence` when it is too close, else null. */
export function tooClose(sentence: string, references: readonly ReferenceSentence[]): CloseSentence | null {
  const list = words(sentence);
  if (!judged(list)) return null;
  const setSized = contentWords(list).length >= MIN_SET_WORDS;
  let worst: CloseSentence | null = null;
  for (const ref of references) {
    const wordSet = setSized && contentWords(ref.list).length >= MIN_SET_WORDS ? wordSetSimilarity(list, ref.list) : 0;
    const edit = editSimilarity(list, ref.list);
    if (wordSet >= WORD_SET_LIMIT || edit >= EDIT_LIMIT) {
      if (!worst || Math.max(wordSet, edit) > Math.max(worst.wordSet, worst.edit)) {
        worst = { ours: sentence, theirs: ref.text, wordSet, edit };
      }
    }
  }
  return worst;
}

/** The three documents whose text may not be shipped, only paraphrased. */
export const CLOSED_REFERENCES = ["forged-ties-reference.md", "threat-dice-core-rules.md", "skill-dice-rules.txt"] as const;

/**
 * Reference phrases that are facts: the names of table outcomes, which may be used as they are. They
 * are left out of the comparison.
 */
export const FACTS: readonly string[] = ["learn the Skill OR Bonus", "learn the Skill OR Bonus Success", "Success Success with a Cost"];
