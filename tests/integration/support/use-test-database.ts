import { setPrismaClient } from "@/lib/db/client";
import { createFreshDatabase, type FreshDatabase } from "./fresh-database";

// Every integration test file runs against its own fresh, migrated database.
let database: FreshDatabase | undefined;

beforeAll(async () => {
  // The development outbox announces every mail it writes; tests read the files instead.
  jest.spyOn(console, "info").mockImplementation(() => {});
  database = await createFreshDatabase();
  setPrismaClient(database.client);
}, 60_000);

afterAll(async () => {
  setPrismaClient(undefined);
  await database?.drop();
});
