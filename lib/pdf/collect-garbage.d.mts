// Types of lib/pdf/collect-garbage.mjs for the TypeScript that imports it (the PDF worker).
export declare function collectGarbage(): void;
