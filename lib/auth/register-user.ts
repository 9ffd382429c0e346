import "server-only";
import { AppError } from "@/lib/errors";
import { recordActivity } from "@/lib/activity/record-activity";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { createVerificationToken, sendVerificationEmail } from "./email-verification";
import { defaultCurrencyForCountry } from "@/lib/profile/default-currency";
import { hashPassword } from "./password";
import { publicUserSelect, toPublicUser, type PublicUser } from "./public-user";
import type { RegisterData } from "./schemas";
import { createSession } from "./session";
import { noticeSignupAttempt } from "./signup-attempt-notice";

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

/**
 * Creates the account, its signup event, its first session and its e-mail verification token in one
 * transaction: either the user exists and is signed in, or nothing was written.
 *
 * The verification mail goes out only after the commit (never a mail for an account that rolled
 * back), and a mail failure is logged, not thrown: the account exists and works either way.
 * `requestOrigin` builds the link when APP_URL is not set. A taken address is 409, and its owner is
 * told of the attempt by e-mail at most once a day (signup-attempt-notice.ts).
 */
export async function registerUser(
  data: RegisterData,
  userAgent: string | null,
  requestOrigin?: string,
): Promise<{ user: PublicUser; sessionToken: string }> {
  const isBusiness = data.businessType === "business";
  const companyName = isBusiness ? (data.businessName ?? data.company) : undefined;
  const username = isBusiness ? (companyName as string) : (data.username as string);
  // Hashed before looking the address up, so a taken address costs the same argon2 hash as a new
  // one: answering the 409 first told anyone timing it which addresses have accounts (39 vs 654 ms).
  const passwordHash = await hashPassword(data.password);
  const existing = await db.user.findUnique({ where: { email: data.email }, select: { id: true, email: true, username: true } });
  if (existing) {
    await noticeSignupAttempt(existing, requestOrigin);
    throw new AppError("conflict", EMAIL_TAKEN_MESSAGE);
  }

  let created: { user: PublicUser; sessionToken: string; verificationToken: string };
  try {
    created = await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: data.email,
          passwordHash,
          username,
          company: companyName ?? null,
          businessType: data.businessType,
          address: data.address ?? null,
          city: data.city ?? null,
          postalCode: data.postalCode ?? null,
          country: data.country,
          // Issue #24, item 8: SE → SEK, the euro area → EUR, GB → GBP, else USD.
          defaultCurrency: defaultCurrencyForCountry(data.country),
          website: isBusiness ? (data.website ?? null) : null,
          organizationNumber: isBusiness ? (data.organizationNumber ?? null) : null,
          vatNumber: isBusiness ? (data.vatNumber ?? null) : null,
          vatRegistered: isBusiness ? data.vatRegistered : false,
        },
        select: publicUserSelect,
      });
      await recordActivity(tx, {
        type: "signup",
        description: `New ${data.businessType} account: ${username}`,
        userId: user.id,
        userEmail: user.email,
      });
      const sessionToken = await createSession(user.id, userAgent, tx);
      const verificationToken = await createVerificationToken(user.id, tx);
      return { user: toPublicUser(user), sessionToken, verificationToken };
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError("conflict", EMAIL_TAKEN_MESSAGE);
    throw error;
  }

  const { user, sessionToken, verificationToken } = created;
  await sendVerificationEmail({ email: user.email, name: user.username }, verificationToken, requestOrigin).catch((error: unknown) => {
    console.error(`[email] verification mail to ${user.email} not sent:`, error instanceof Error ? error.message : error);
  });
  return { user, sessionToken };
}
