import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { numberSql } from "@/lib/db/sql/number-counter";
import { formatInvoiceNumber, INVOICE_SERIES } from "@/lib/numbering/number-series";
import { activityEventInsertPlan, invoiceInsertPlan, invoiceItemInsertPlan } from "@/lib/db/sql/insert-plans";
import { signUp } from "./support/accounts";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

type TableColumn = { name: string; columnDefault: string | null; isNullable: boolean };
type Plan = Record<string, "written" | "default">;

/** The table's columns as PostgreSQL knows them: what a migration made, whatever schema.prisma says. */
function tableColumns(table: string): Promise<TableColumn[]> {
  return db.$queryRaw<TableColumn[]>`
    SELECT column_name AS name, column_default AS "columnDefault", is_nullable = 'YES' AS "isNullable"
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table}
    ORDER BY ordinal_position`;
}

/**
 * What is wrong between an insert's plan (lib/db/sql/insert-plans.ts) and the table: a column the
 * plan does not name (the insert would leave it to its DEFAULT without anyone having decided so), a
 * name the table lacks, and a "default" column that has no DEFAULT but refuses NULL.
 */
function planProblems(columns: TableColumn[], plan: Plan): string[] {
  const inTable = new Set(columns.map((column) => column.name));
  return [
    ...columns
      .filter((column) => !(column.name in plan))
      .map(
        (column) =>
          `"${column.name}" (${column.columnDefault === null ? "no default" : `DEFAULT ${column.columnDefault}`}) is not in the insert's plan`,
      ),
    ...Object.keys(plan)
      .filter((name) => !inTable.has(name))
      .map((name) => `"${name}" is in the plan but not in the table`),
    ...columns
      .filter((column) => plan[column.name] === "default" && column.columnDefault === null && !column.isNullable)
      .map((column) => `"${column.name}" is left to a DEFAULT it does not have, and refuses NULL`),
  ];
}

describe("the invoice statement's column lists (lib/db/sql/insert-plans.ts)", () => {
  it.each([
    ["Invoice", invoiceInsertPlan],
    ["InvoiceItem", invoiceItemInsertPlan],
    ["ActivityEvent", activityEventInsertPlan],
  ] as [string, Plan][])("name every column of %s, each written or left to a DEFAULT it has", async (table, plan) => {
    const columns = await tableColumns(table);
    expect(columns.length).toBeGreaterThan(0);
    expect(planProblems(columns, plan)).toEqual([]);
  });

  it("notice a column only the database has, and the insert gives it its DEFAULT instead of NULL", async () => {
    // A column a migration added and the plan does not list yet. NOT NULL: had the statement written
    // every column from the JSON row (`INSERT INTO "Invoice" SELECT record.*`), it would get NULL and fail.
    await db.$executeRawUnsafe(`ALTER TABLE "Invoice" ADD COLUMN "status" text NOT NULL DEFAULT 'issued'`);
    try {
      expect(planProblems(await tableColumns("Invoice"), invoiceInsertPlan)).toEqual([
        `"status" (DEFAULT 'issued'::text) is not in the insert's plan`,
      ]);
      const { cookie } = await signUp();
      const customer = await addCustomer(cookie);
      const response = await postInvoice(cookie, invoicePayload(customer.id));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const [row] = await db.$queryRaw<{ status: string }[]>`SELECT status FROM "Invoice" WHERE id = ${id}`;
      expect(row).toEqual({ status: "issued" });
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE "Invoice" DROP COLUMN "status"`);
    }
  });

  it("number in SQL exactly as in TypeScript", async () => {
    const [row] = await db.$queryRaw<{ number: string }[]>`SELECT ${numberSql(INVOICE_SERIES, Prisma.sql`${1234}::int`)} AS number`;
    expect(row?.number).toBe(formatInvoiceNumber(1234));
  });
});
