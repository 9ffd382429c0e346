import "server-only";
import { AppError } from "@/lib/errors";
import { db, type Tx } from "@/lib/db";
import {
  companyNamePolicy,
  NAME_CHANGE_COOLDOWN_MS,
  usesFreeChange,
  type CompanyNamePolicy,
  type NameChangeState,
} from "./company-name-policy";

export const nameChangeStateSelect = {
  username: true,
  company: true,
  freeNameChangesRemaining: true,
  lastCompanyNameChangeAt: true,
  createdAt: true,
} as const;

export type NameChangeUser = NameChangeState & { id: string; username: string; company: string | null };

/** The name invoices carry: the company when there is one, else the person's name. */
export function currentBusinessName(user: { username: string; company: string | null }): string {
  return user.company ?? user.username;
}

/** The refusal: 429 with Retry-After, and the wait in days and hours for the alert. */
function refusal(policy: CompanyNamePolicy, now: Date): AppError {
  const retryAfter = policy.nextChangeAt ? Math.max(1, Math.ceil((Date.parse(policy.nextChangeAt) - now.getTime()) / 1000)) : undefined;
  return new AppError("rate_limited", policy.reason ?? "Company name change not allowed", {
    daysUntilNextFreeChange: policy.daysUntilNextFreeChange,
    hoursUntilNextFreeChange: policy.hoursUntilNextFreeChange,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });
}

/**
 * Changes the business name inside the caller's transaction: username and company both become
 * the new name, the allowance is spent and the change is kept in CompanyNameChange.
 *
 * The rule is enforced by the UPDATE itself (`WHERE free > 0` or `WHERE last change ≤ now − 7
 * days`): under concurrent requests PostgreSQL re-checks the condition once the row lock is free,
 * so two simultaneous changes can't both pass a check made on a stale read.
 */
export async function applyCompanyNameChange(tx: Tx, user: NameChangeUser, newName: string, now: Date): Promise<void> {
  const policy = companyNamePolicy(user, now);
  if (!policy.canChange) throw refusal(policy, now);
  const isFree = usesFreeChange(user);
  const cutoff = new Date(now.getTime() - NAME_CHANGE_COOLDOWN_MS);
  const { count } = await tx.user.updateMany({
    where: isFree
      ? { id: user.id, freeNameChangesRemaining: { gt: 0 } }
      : {
          id: user.id,
          freeNameChangesRemaining: { lte: 0 },
          OR: [{ lastCompanyNameChangeAt: { lte: cutoff } }, { lastCompanyNameChangeAt: null, createdAt: { lte: cutoff } }],
        },
    data: {
      username: newName,
      company: newName,
      lastCompanyNameChangeAt: now,
      ...(isFree ? { freeNameChangesRemaining: { decrement: 1 } } : {}),
    },
  });
  if (count === 0) {
    // Another request changed the name in between: answer with the state it left behind.
    const fresh = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: nameChangeStateSelect });
    throw refusal(companyNamePolicy(fresh, now), now);
  }
  await tx.companyNameChange.create({
    data: { userId: user.id, oldName: currentBusinessName(user), newName, wasFreeChange: isFree, changedAt: now },
  });
}

async function readNameChangeUser(userId: string): Promise<NameChangeUser> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, ...nameChangeStateSelect } });
  if (!user) throw new AppError("not_found", "User not found");
  return user;
}

/** GET /api/user/company-name-policy */
export async function getCompanyNamePolicy(userId: string, now: Date = new Date()): Promise<CompanyNamePolicy> {
  return companyNamePolicy(await readNameChangeUser(userId), now);
}

export const SAME_NAME_REASON = "This is already your business name";

/**
 * POST /api/user/check-company-name-eligibility: may the name become `newName` now? The same
 * name is no change (and so not "allowed"); otherwise the 7-day rule decides.
 */
export async function checkCompanyNameEligibility(userId: string, newName: string, now: Date = new Date()): Promise<CompanyNamePolicy> {
  const user = await readNameChangeUser(userId);
  const policy = companyNamePolicy(user, now);
  if (newName === currentBusinessName(user)) return { ...policy, canChange: false, reason: SAME_NAME_REASON };
  return policy;
}
