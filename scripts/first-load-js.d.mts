// Types of scripts/first-load-js.mjs for the end-to-end spec that shares its budgets.
export declare const FIRST_LOAD_JS_BUDGETS_KB: Record<string, number>;
export declare const DEMO_ACCOUNT: { email: string; password: string };
export declare function scriptSources(html: string): string[];
export declare function gzipSize(body: Uint8Array): number;
export declare function brotliSize(body: Uint8Array): number;
