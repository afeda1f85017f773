export declare const EXPAND_SOURCE: string;
export declare function compactTable(configs: unknown[]): [string, number, unknown[]];
export declare function compactSprinklesChunk(code: string): string | null;
export declare function compactSprinkles(distDir: string): Promise<number>;
