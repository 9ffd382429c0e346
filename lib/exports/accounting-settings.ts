import "server-only";
import { db, Prisma } from "@/lib/db";
import { DATEV_DEFAULTS, SIE_DEFAULTS, type DatevAccounts, type DatevChart, type SieAccounts } from "./account-plans";
import type { AccountingSettingsData } from "./accounting-settings-schema";

type StoredAccounts = { sie?: Partial<SieAccounts>; skr03?: Partial<DatevAccounts>; skr04?: Partial<DatevAccounts> };

export type AccountingSettings = {
  datevChart: DatevChart;
  datevConsultantNumber: number | null;
  datevClientNumber: number | null;
  /** The accounts in effect: the defaults with the user's changes. */
  accounts: { sie: SieAccounts; skr03: DatevAccounts; skr04: DatevAccounts };
};

/**
 * The stored changes after an update: a value equal to its default is dropped (so a later change of
 * a default reaches the user), and so is "" for an account (back to the default). For a BU key ""
 * is a real choice: no key.
 */
function mergeChanges<Accounts extends object>(
  defaults: Accounts,
  stored: Partial<Accounts> | undefined,
  given: Partial<Record<keyof Accounts, string>> | undefined,
) {
  const merged: Record<string, string> = { ...(stored as Record<string, string> | undefined) };
  for (const [key, value] of Object.entries(given ?? {}) as [string, string | undefined][]) {
    if (value === undefined) continue;
    const resets = value === (defaults as Record<string, string>)[key] || (value === "" && !key.endsWith("Key"));
    if (resets) delete merged[key];
    else merged[key] = value;
  }
  return merged as Partial<Accounts>;
}

function effective(stored: StoredAccounts): AccountingSettings["accounts"] {
  return {
    sie: { ...SIE_DEFAULTS, ...stored.sie },
    skr03: { ...DATEV_DEFAULTS.SKR03, ...stored.skr03 },
    skr04: { ...DATEV_DEFAULTS.SKR04, ...stored.skr04 },
  };
}

export async function getAccountingSettings(userId: string): Promise<AccountingSettings> {
  const row = await db.accountingSettings.findUnique({ where: { userId } });
  return {
    datevChart: row?.datevChart === "SKR04" ? "SKR04" : "SKR03",
    datevConsultantNumber: row?.datevConsultantNumber ?? null,
    datevClientNumber: row?.datevClientNumber ?? null,
    accounts: effective((row?.accounts ?? {}) as StoredAccounts),
  };
}

/** Saves what the request gave; what it left out stays as it was. */
export async function updateAccountingSettings(userId: string, data: AccountingSettingsData): Promise<AccountingSettings> {
  const current = await db.accountingSettings.findUnique({ where: { userId } });
  const stored = (current?.accounts ?? {}) as StoredAccounts;
  const accounts: StoredAccounts = {
    sie: mergeChanges(SIE_DEFAULTS, stored.sie, data.accounts?.sie),
    skr03: mergeChanges(DATEV_DEFAULTS.SKR03, stored.skr03, data.accounts?.skr03),
    skr04: mergeChanges(DATEV_DEFAULTS.SKR04, stored.skr04, data.accounts?.skr04),
  };
  const fields = {
    datevChart: data.datevChart ?? current?.datevChart ?? "SKR03",
    datevConsultantNumber: data.datevConsultantNumber === undefined ? (current?.datevConsultantNumber ?? null) : data.datevConsultantNumber,
    datevClientNumber: data.datevClientNumber === undefined ? (current?.datevClientNumber ?? null) : data.datevClientNumber,
    accounts: accounts as Prisma.InputJsonValue,
  };
  await db.accountingSettings.upsert({ where: { userId }, create: { userId, ...fields }, update: fields });
  return getAccountingSettings(userId);
}
