import { GET } from "@/app/api/health/route";
import { setPrismaClient } from "@/lib/db/client";
import { createPrismaClient } from "@/lib/db/client";
import { db } from "@/lib/db";

describe("GET /api/health", () => {
  it("answers ok after a real query on the migrated database", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("sees the migrated schema (the migrations were recorded)", async () => {
    const rows = await db.$queryRaw<{ migration_name: string }[]>`SELECT migration_name FROM _prisma_migrations`;
    expect(rows.map((row) => row.migration_name)).toEqual(expect.arrayContaining([expect.stringMatching(/_init$/)]));
    expect(await db.user.count()).toBe(0);
  });

  it("answers 503 with the reason when the database can't be reached", async () => {
    const unreachable = createPrismaClient({ kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" });
    const previous = (globalThis as { __appPrisma?: typeof unreachable }).__appPrisma;
    setPrismaClient(unreachable);
    try {
      const response = await GET();
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toMatchObject({ status: "error", db: "error" });
      expect(body.reason).toMatch(/database unreachable/);
    } finally {
      setPrismaClient(previous);
      await unreachable.$disconnect();
    }
  });
});
