/**
 * The business-name rule (SPEC section 6): a name may change once every 7 days. Right after signup
 * there is one free change the cooldown does not block (a typo made at signup can be fixed at
 * once); the first change spends it. The cooldown runs from the last change, or from signup when
 * there has been none. Pure: the clock is a parameter, so tests move time freely.
 */
export const NAME_CHANGE_COOLDOWN_DAYS = 7;
const HOUR_MS = 60 * 60 * 1000;
export const NAME_CHANGE_COOLDOWN_MS = NAME_CHANGE_COOLDOWN_DAYS * 24 * HOUR_MS;

export type NameChangeState = {
  freeNameChangesRemaining: number;
  lastCompanyNameChangeAt: Date | null;
  createdAt: Date;
};

/** GET /api/user/company-name-policy; also the body of POST …/check-company-name-eligibility. */
export type CompanyNamePolicy = {
  canChange: boolean;
  /** Why not, for the 'Change Not Allowed' alert; null when a change is allowed. */
  reason: string | null;
  freeChangesRemaining: number;
  daysUntilNextFreeChange: number;
  hoursUntilNextFreeChange: number;
  /** When the cooldown ends (ISO 8601), or null when a change is allowed now. */
  nextChangeAt: string | null;
};

export function nameChangeWaitMessage(days: number, hours: number): string {
  return `You must wait ${days}d ${hours}h before changing your business name again.`;
}

/** The instant from which a change no longer needs the free change. */
export function cooldownEndsAt(state: NameChangeState): Date {
  const anchor = state.lastCompanyNameChangeAt ?? state.createdAt;
  return new Date(anchor.getTime() + NAME_CHANGE_COOLDOWN_MS);
}

/** True when the next change spends the free change rather than a cooled-down one. */
export function usesFreeChange(state: NameChangeState): boolean {
  return state.freeNameChangesRemaining > 0;
}

/**
 * Whether the name may change at `now`. The wait is rounded up to whole hours, so a refusal never
 * reads "0d 0h" and right after a change it reads "7d 0h".
 *
 * @example
 * // changed at 09:00 on day 0, asked at 10:00 the same day
 * companyNamePolicy({ freeNameChangesRemaining: 0, lastCompanyNameChangeAt: day0at9, createdAt }, day0at10)
 * // { canChange: false, daysUntilNextFreeChange: 6, hoursUntilNextFreeChange: 23, … }
 */
export function companyNamePolicy(state: NameChangeState, now: Date): CompanyNamePolicy {
  const freeChangesRemaining = Math.max(0, state.freeNameChangesRemaining);
  const endsAt = cooldownEndsAt(state);
  const remainingMs = endsAt.getTime() - now.getTime();
  if (freeChangesRemaining > 0 || remainingMs <= 0) {
    return {
      canChange: true,
      reason: null,
      freeChangesRemaining,
      daysUntilNextFreeChange: 0,
      hoursUntilNextFreeChange: 0,
      nextChangeAt: null,
    };
  }
  const totalHours = Math.ceil(remainingMs / HOUR_MS);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  return {
    canChange: false,
    reason: nameChangeWaitMessage(days, hours),
    freeChangesRemaining,
    daysUntilNextFreeChange: days,
    hoursUntilNextFreeChange: hours,
    nextChangeAt: endsAt.toISOString(),
  };
}
