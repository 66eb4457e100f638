/** Types of server.mjs for TypeScript callers (the browser tests). */
export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
export declare function serveStatic(dir: string, port?: number): Promise<StaticServer>;
