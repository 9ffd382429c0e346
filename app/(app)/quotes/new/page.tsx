import type { Metadata } from "next";
import { QuoteEditorView } from "@/components/quotes/quote-editor-view";

export const metadata: Metadata = { title: "Create Quote" };

export default function NewQuotePage() {
  return <QuoteEditorView />;
}
