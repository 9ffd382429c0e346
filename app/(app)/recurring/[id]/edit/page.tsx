import type { Metadata } from "next";
import { ScheduleEditorView } from "@/components/recurring/schedule-editor-view";

export const metadata: Metadata = { title: "Edit Recurring Invoice" };

export default async function EditRecurringInvoicePage({ params }: { params: Promise<{ id: string }> }) {
  return <ScheduleEditorView scheduleId={(await params).id} />;
}
