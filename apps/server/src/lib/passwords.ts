import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's 19 MiB, t=2, p=1 profile).
export const hashPassword = (plain: string): Promise<string> => hash(plain);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

// Verifying against this when the code is unknown keeps the answer time the same for
// "no such roller" and "wrong password", so timing does not reveal which codes exist.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-for-timing');
  return decoy;
}
