/** The part of @foundryvtt/foundryvtt-cli the pack tests use (the package ships no types). */
declare module "@foundryvtt/foundryvtt-cli" {
  export interface ExtractOptions {
    /** Delete the destination folder first. */
    clean?: boolean;
    /** Write YAML instead of JSON. */
    yaml?: boolean;
    log?: boolean;
  }
  export function extractPack(src: string, dest: string, options?: ExtractOptions): Promise<void>;
  export function compilePack(src: string, dest: string, options?: { recursive?: boolean; log?: boolean }): Promise<void>;
}
