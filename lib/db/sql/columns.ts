import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Typed column lists for the statements of this folder. Every list is checked against the model
 * type Prisma generates from schema.prisma, so SQL names no column the model lacks, and an insert
 * names every column the model has.
 */

/**
 * How an insert treats each column of a model: a "written" column is in the statement's column
 * list and takes the value the caller passes; a "default" one is left out of the list, so
 * PostgreSQL gives it its DEFAULT (NULL where it has none). Every field of the model must be given
 * one of the two (`as const satisfies InsertPlan<Model>`): a field added to schema.prisma fails
 * `tsc` until someone decides which.
 */
export type InsertPlan<Model> = { readonly [Column in keyof Model]-?: "written" | "default" };

/** The columns a plan writes. */
export type WrittenColumn<Plan> = { [Column in keyof Plan]: Plan[Column] extends "written" ? Column : never }[keyof Plan] & string;

/** One row for an insert: a value for every written column, of the type the model gives it. */
export type WrittenRow<Model, Plan> = Pick<Model, WrittenColumn<Plan> & keyof Model>;

export function writtenColumns<Plan extends Record<string, "written" | "default">>(plan: Plan): WrittenColumn<Plan>[] {
  return Object.keys(plan).filter((column) => plan[column] === "written") as WrittenColumn<Plan>[];
}

/**
 * Some of a model's columns, like a Prisma `select` of scalars. The `Exact` check refuses keys the
 * model has no column for (a relation, a misspelling), which a `Prisma.XSelect` would let through
 * and SQL would only refuse at run time.
 */
export type ColumnSelect<Model> = { readonly [Column in keyof Model]?: boolean };
export type ExactSelect<Model, Select> = Select & Record<Exclude<keyof Select, keyof Model>, never>;

/** The row a selection reads, typed as the model types its columns. */
export type SelectedRow<Model, Select> = Pick<
  Model,
  { [Column in keyof Select]: Select[Column] extends true ? Column : never }[keyof Select] & keyof Model
>;

const selectionLists = new WeakMap<object, Map<string, Prisma.Sql>>();

/**
 * The columns of a selection as SQL (`"t"."a", "t"."b"`), built once per selection object and
 * alias: the hot queries pass the same module-level object on every call.
 */
export function selectionList(select: Record<string, boolean | undefined>, tableAlias: string): Prisma.Sql {
  let byAlias = selectionLists.get(select);
  if (!byAlias) selectionLists.set(select, (byAlias = new Map()));
  let list = byAlias.get(tableAlias);
  if (!list) {
    list = columnList(
      Object.keys(select).filter((column) => select[column] === true),
      tableAlias,
    );
    byAlias.set(tableAlias, list);
  }
  return list;
}

/**
 * `"a", "b"`, or `"t"."a", "t"."b"` with a table alias. Names come only from the typed lists above,
 * never from input, so quoting them is enough.
 */
export function columnList(columns: readonly string[], tableAlias?: string): Prisma.Sql {
  const prefix = tableAlias ? `"${tableAlias}".` : "";
  return Prisma.raw(columns.map((column) => `${prefix}"${column}"`).join(", "));
}
