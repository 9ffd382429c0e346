import { route } from "@/lib/http/route";
import { getAccountingSettings, updateAccountingSettings } from "@/lib/exports/accounting-settings";
import { accountingSettingsSchema } from "@/lib/exports/accounting-settings-schema";

// GET /api/user/accounting - the accountant's hand-off settings: DATEV chart and numbers, and the accounts of SIE and DATEV in effect
export const GET = route({ requires: "user" }, async (_request, { user }) => Response.json(await getAccountingSettings(user.id)));

// PUT /api/user/accounting - change them; what the body leaves out stays, an account set to "" goes back to its default
export const PUT = route({ requires: "user", schemas: { body: accountingSettingsSchema } }, async (_request, { user, body }) =>
  Response.json(await updateAccountingSettings(user.id, body)),
);
