import { routeChunkLoadTimeoutMs } from "@releve/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageLoadTimeout, withLoadTimeout } from "./page-load-timeout";

afterEach(() => vi.useRealTimers());

describe("loading a page's code", () => {
  it("gives up after the route chunk load timeout of spec 01 §9", async () => {
    vi.useFakeTimers();
    const load = withLoadTimeout(() => new Promise<never>(() => {}));
    const loading = load();
    const settled = expect(loading).rejects.toBeInstanceOf(PageLoadTimeout);
    await vi.advanceTimersByTimeAsync(routeChunkLoadTimeoutMs - 1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it("gives the code when it arrives in time, and its failure when it fails", async () => {
    await expect(withLoadTimeout(async () => "page", 1000)()).resolves.toBe("page");
    const failure = new TypeError("Failed to fetch");
    await expect(withLoadTimeout(() => Promise.reject(failure), 1000)()).rejects.toBe(failure);
  });

  it("waits the whole timeout, not less", async () => {
    vi.useFakeTimers();
    let settled = false;
    void withLoadTimeout(() => new Promise<never>(() => {}), 5000)().catch(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
