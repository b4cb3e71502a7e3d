import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@bizgift/domain/mfa';

/**
 * A fresh set of recovery codes as shown once (`ABCDE-FGHJK`): 10 characters each from an
 * alphabet without look-alikes (no 0/O, 1/I/L), about 49 bits, drawn without bias.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
      code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * What is stored and compared: sha256 of the code as typed once spaces and hyphens are gone and
 * letters are upper case. The codes are random, so a fast hash suffices (nothing to guess from it).
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}
