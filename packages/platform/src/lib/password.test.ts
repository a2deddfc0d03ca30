import { describe, expect, it } from 'vitest';
import { hashPassword, lowerPasswordCostForTests, verifyPassword } from './password';

// One process: the strong hash is made before the cost is lowered for the rest of the file.
describe('password hashes', () => {
  it('are scrypt at the OWASP ASVS parameters unless a test process lowers them, and old hashes keep working', async () => {
    const strong = await hashPassword('correct horse');
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse', strong)).toBe(true);
    expect(await verifyPassword('correct horsf', strong)).toBe(false);
    // The same password twice: different salts, different strings.
    expect(await hashPassword('correct horse')).not.toBe(strong);

    lowerPasswordCostForTests();
    const cheap = await hashPassword('correct horse');
    expect(cheap).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horse', strong)).toBe(true);
    expect(await verifyPassword('Correct horse', cheap)).toBe(false);
    expect(await verifyPassword('correct horse', 'bcrypt$whatever')).toBe(false);
    // Five full-cost hashes on the pool's lower-priority thread: seconds alone, far longer on a
    // machine busy with other work (a CI run at load 11 took more than 30 s).
  }, 180_000);
});
