import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * zxcvbn's list of the most common passwords from leaked password sets (49,233 of them, most
 * common first, lower-case; @zxcvbn-ts/language-common, MIT, maintained with zxcvbn-ts). Server
 * only: the list is about 380 kB, so the signup form learns of a refusal from the server's answer
 * instead of shipping it to every browser. Loaded and built into a Set on first use (about 25 ms and 7 MB of heap, measured).
 */
let commonPasswords: Set<string> | undefined;

/** True when the password, ignoring case, is on the list: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords.has(password.toLowerCase());
}
