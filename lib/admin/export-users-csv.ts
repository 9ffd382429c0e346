import "server-only";
import { eachAdminUser, type AdminUsersQuery } from "./admin-users";
import { csvRecord } from "./csv";

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
      let chunk = "";
      for (let n = 0; n < 500; n += 1) {
        const next = await rows.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        const user = next.value;
        chunk += csvRecord([user.id, user.email, user.company, user.country, user.isPro, user.isActive, user.createdAt.toISOString(), user.invoiceCount]);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}
