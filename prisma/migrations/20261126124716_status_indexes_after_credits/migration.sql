-- Issue #25 x #30: the status filters' partial indexes (migration dashboard_aggregates) with the
-- predicates of statusCondition after credit notes and refunds (lib/invoices/status-filter.ts),
-- word for word, so the planner still proves each filter walks its own index: open while what was
-- paid and kept is below what is left after credit notes, paid when the two are equal and credit
-- notes don't cover the total. (Credited and refundDue are rare: they walk the user's own index.)
DROP INDEX "Invoice_open_list_idx";
DROP INDEX "Invoice_paid_list_idx";
CREATE INDEX "Invoice_open_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "voidedAt" IS NULL AND ("amountPaid" - "amountRefunded") < ("total" - "amountCredited");
CREATE INDEX "Invoice_paid_list_idx" ON "Invoice" ("userId", "createdAt" DESC, "id" DESC)
  WHERE "voidedAt" IS NULL AND ("amountPaid" - "amountRefunded") = ("total" - "amountCredited") AND "amountCredited" < "total";
