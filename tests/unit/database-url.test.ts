import path from "node:path";
import { describeTarget, parseDatabaseUrl } from "@/lib/db/database-url";

describe("parseDatabaseUrl", () => {
  it.each([
    [undefined, { kind: "pglite", dataDir: path.resolve("/app", ".data/pglite") }],
    ["", { kind: "pglite", dataDir: path.resolve("/app", ".data/pglite") }],
    ["pglite:memory:", { kind: "pglite", dataDir: undefined }],
    ["pglite:./tmp/db", { kind: "pglite", dataDir: path.resolve("/app", "tmp/db") }],
    ["postgres://u:p@localhost/db", { kind: "postgres", url: "postgres://u:p@localhost/db" }],
    ["postgresql://localhost/db", { kind: "postgres", url: "postgresql://localhost/db" }],
  ])("%s", (value, expected) => {
    expect(parseDatabaseUrl(value, "/app")).toEqual(expected);
  });

  it("refuses an unknown scheme without echoing the rest of the URL", () => {
    expect(() => parseDatabaseUrl("mysql://root:secret@host/db")).toThrow(/mysql:…/);
    expect(() => parseDatabaseUrl("mysql://root:secret@host/db")).not.toThrow(/secret/);
  });

  it("never prints the password", () => {
    const text = describeTarget(parseDatabaseUrl("postgres://app:s3cret@db.example:6543/prod"));
    expect(text).toBe("PostgreSQL (db.example:6543/prod)");
  });
});
