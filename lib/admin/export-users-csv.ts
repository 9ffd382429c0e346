import "server-only";
import { eachAdminUser, type AdminUsersQuery } from "./admin-users";
import { csvRecord, csvRecords, type CsvValue } from "./csv";

const HEADER = ["id", "email", "company", "country", "isPro", "isActive", "createdAt", "invoiceCount"] as const;

/** The Users tab's rows (same filter and search) as a streamed CSV body, written a batch at a time. */
export function usersCsvStream(query: Omit<AdminUsersQuery, "limit">): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const rows = eachAdminUser(query);
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRecord(HEADER)));
        return;
      }
      const records: CsvValue[][] = [];
      let done = false;
      while (records.length < 500) {
        const next = await rows.next();
        if (next.done) {
          done = true;
          break;
        }
        const user = next.value;
        records.push([
          user.id,
          user.email,
          user.company,
          user.country,
          user.isPro,
          user.isActive,
          user.createdAt.toISOString(),
          user.invoiceCount,
        ]);
      }
      if (records.length > 0) controller.enqueue(encoder.encode(csvRecords(records)));
      if (done) controller.close();
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}
