"use client";

import dynamic from "next/dynamic";
import { CreditNotesPlaceholder } from "./credit-notes-section";

// Below the invoices on /invoices: its list, table and PDF download load beside the page, showing
// the section's loading state meanwhile, as they do while the notes are fetched (issue #24).
export const LazyCreditNotesList = dynamic(() => import("./credit-notes-list").then((module) => module.CreditNotesList), {
  ssr: false,
  loading: CreditNotesPlaceholder,
});
