import { describe, expect, it } from "vitest";
import type { AccessData } from "../src/platform/access.js";
import { AccessCache } from "../src/platform/access-cache.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer({ env: { ACCESS_CACHE_SECONDS: "60" } });

describe("the access cache", () => {
  const data = (name: string) => ({ user: { profileId: name.length } }) as unknown as AccessData;

  it("reuses a caller's access until it expires, and reads it again after", async () => {
    let now = 1_000;
    const cache = new AccessCache(5_000, () => now);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return data("first");
    };
    const first = await cache.read("demo-a", load);
    now += 4_999;
    expect(await cache.read("demo-a", load)).toBe(first);
    expect(reads).toBe(1);
    now += 1;
    await cache.read("demo-a", load);
    expect(reads).toBe(2);
    await cache.read("demo-b", load);
    expect(reads).toBe(3);
  });

  it("forgets everything when cleared, keeps no failure, and reads every call at 0", async () => {
    const cache = new AccessCache(60_000);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return data("x");
    };
    await cache.read("demo-a", load);
    cache.clear();
    await cache.read("demo-a", load);
    expect(reads).toBe(2);

    // A caller's own change forgets their access only.
    await cache.read("demo-b", load);
    cache.clear("demo-a");
    await cache.read("demo-b", load);
    expect(reads).toBe(3);
    await cache.read("demo-a", load);
    expect(reads).toBe(4);

    const failing = () => Promise.reject(new Error("database unreachable"));
    await expect(cache.read("demo-c", failing)).rejects.toThrow("database unreachable");
    await cache.read("demo-c", load);
    expect(reads).toBe(5);

    const uncached = new AccessCache(0);
    await uncached.read("demo-a", load);
    await uncached.read("demo-a", load);
    expect(reads).toBe(7);
  });

  it("is cleared by the calls that change access: a new active role applies at once", async () => {
    // Claire MARTIN holds A (first) and D; only A manages alerts.
    const search = () => server.call("demo-a", "POST", "Alert/search", {});
    expect((await search()).status).toBe(200);
    expect(
      await server.call("demo-a", "PUT", "UserProfile/Me", { activeRoleCode: "D" }),
    ).toMatchObject({ status: 200 });
    expect(await search()).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden", data: { role: "D" } },
    });
    await server.call("demo-a", "PUT", "UserProfile/Me", { activeRoleCode: "A" });
    expect((await search()).status).toBe(200);
  });

  it("keeps a change made elsewhere until it expires", async () => {
    const { db } = server.database;
    const search = () => server.call("demo-a", "POST", "Alert/search", {});
    expect((await search()).status).toBe(200);
    const profile = await db
      .selectFrom("user_profile")
      .select("id")
      .where("subject", "=", "demo-a")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("user_profile")
      .set({ active_role_code: "D" })
      .where("id", "=", profile.id)
      .execute();
    // Another instance changed the active role: this one answers from its cache meanwhile.
    expect((await search()).status).toBe(200);
    await db
      .updateTable("user_profile")
      .set({ active_role_code: null })
      .where("id", "=", profile.id)
      .execute();
  });
});
