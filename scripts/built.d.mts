export declare const ROOT: string;
export declare const SERVER_BUILD: { main: string; admin: string; sources: string[] };
export declare function stale(output: string, sources: string[]): boolean;
export declare function serverBuildIsCurrent(): boolean;
