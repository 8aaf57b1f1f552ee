import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 200;

// OWASP's Password Storage Cheat Sheet: Argon2id with 19 MiB of memory, 2 iterations, 1 degree of parallelism.
// (The library's enum is a const enum, which isolated modules cannot read: 2 is its Argon2id.)
const argon2Options = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// zxcvbn-ts ships the most common passwords found in breaches; only those long enough to pass the length rule
// need checking.
const commonPasswords = new Set(
  dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH),
);

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (commonPasswords.has(password.toLowerCase()))
    return 'is one of the most common passwords: choose another';
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the address has no account, so a wrong address costs the same time as a wrong
 * password and the answer's timing does not tell which accounts exist.
 */
export const decoyPasswordHash = hash('decoy password that matches nothing', argon2Options);
