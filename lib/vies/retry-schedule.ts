/**
 * When an unanswered check is asked again, by attempts made: soon at first (a member state's
 * service is often back within the hour; several have nightly maintenance), then daily, for about
 * a week. After that the check stays "unavailable" and the user can ask again by hand.
 */
const DELAYS_MINUTES = [15, 60, 240, 720, 1440, 1440, 1440, 1440, 1440] as const;

/** The next attempt after `attempts` failed ones, or null when the retries are used up. */
export function nextRetryAt(attempts: number, now: Date): Date | null {
  const delay = DELAYS_MINUTES[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 60_000);
}
