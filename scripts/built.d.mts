export declare const ROOT: string;
export declare const SERVER_BUILD: { main: string; admin: string; stamp: string; sources: string[] };
export declare const WEB_BUILD: { outputs: string[]; sources: string[] };
export declare function stale(output: string, sources: string[]): boolean;
export declare function serverBuildIsCurrent(): boolean;
export declare function webBuildIsCurrent(): boolean;
export declare function builtServerArguments(): string[];
