import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "better-auth/crypto";
import type { DatabaseHandle } from "#server/db/client";
import { createTestDatabase } from "#server/db/test-database";
import { ensureAdminAccount, generateStrongPassword } from "./admin-bootstrap.service";
import { createUsersRepository } from "./users.repository";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

describe("admin bootstrap", () => {
  it("generates a long random password", () => {
    const a = generateStrongPassword();
    expect(a.length).toBeGreaterThanOrEqual(24);
    expect(a).not.toBe(generateStrongPassword());
  });

  it("creates the admin once, with a hashed generated password, and never again", async () => {
    const repository = createUsersRepository(handle.db);
    const first = await ensureAdminAccount(repository, {});
    expect(first.created).toBe(true);
    expect(first.email).toBe("admin@rihla.local");
    const password = first.generatedPassword!;
    const hash = await repository.credentialHash("admin@rihla.local");
    expect(hash).not.toContain(password);
    expect(await verifyPassword({ hash: hash!, password })).toBe(true);

    const second = await ensureAdminAccount(repository, { email: "other@x.com", password: "another-long-password" });
    expect(second).toEqual({ email: "admin@rihla.local", created: false });
  });
});
