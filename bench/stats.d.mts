// Types of bench/stats.mjs for the benches written in TypeScript.
export declare const ascending: (values: readonly number[]) => number[];
export declare function percentile(values: readonly number[], p: number): number | null;
export declare function nearestRank(values: readonly number[], p: number): number | null;
export declare const upperMedian: (values: readonly number[]) => number | null;
export declare function median(values: readonly (number | null | undefined)[]): number | null;
export declare const mean: (values: readonly number[]) => number | null;
