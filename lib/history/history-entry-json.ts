import type { HistoryDetail } from "./entry-types";

/** One entry as GET …/history answers it: when, what, who, what it says, and its hash in the user's chain. */
export type HistoryEntryJson = { at: string; type: string; actor: string; detail: HistoryDetail; hash: string };
