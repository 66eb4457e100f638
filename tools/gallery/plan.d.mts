/** Types of plan.mjs: what the gallery photographs. */
export declare const THEMES: readonly string[];
export declare const GALLERY_LANGUAGE: string;
export declare const SHEET_SHOTS: Readonly<Record<string, readonly string[]>>;
export declare const EXTRA_SHEET_SHOTS: Readonly<Record<string, string>>;
export declare const CARD_SHOTS: Readonly<Record<string, { ruleset: string; action: string }>>;
export declare const DIALOG_SHOTS: Readonly<Record<string, string>>;
export declare const STATE_SHOTS: Readonly<Record<string, string>>;
export declare const CLOCK_SHOTS: Readonly<Record<string, string>>;
export declare const NOT_SHOWN: Readonly<Record<string, string>>;
export declare const CREATION_SHOTS: Readonly<Record<string, string>>;
