import type { Metadata } from "next";
import { QuoteEditorView } from "@/components/quotes/quote-editor-view";

export const metadata: Metadata = { title: "Edit Quote" };

export default async function EditQuotePage({ params }: { params: Promise<{ id: string }> }) {
  return <QuoteEditorView quoteId={(await params).id} />;
}
