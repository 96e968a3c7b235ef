import { setupI18n } from "@lingui/core";
import { uiMessages } from "@releve/ui";
import { createRef } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { type Controller, calendars, type Library, prepare, type View } from "./calendars";
import { generateMeans } from "./data";

/**
 * The page the benchmark drives: `window.bench.run(...)` mounts one calendar at a time in the
 * same 1200 × 800 px box and times it. A time runs from the call (mount, or change of period)
 * made inside React's `flushSync` — so the render, its commit and its layout effects happen before
 * it returns, for the three libraries alike (all three are React components) — to the end of the
 * layout forced right after. Then animation frames are awaited until one passes with no change
 * to the calendar's DOM: a library that goes on changing it (work left to effects, timers or
 * later frames) is timed up to the frame that follows its last change. Headless Chromium runs
 * frames at 60 Hz, so ending every time at the next frame would round everything up to 16.7 ms.
 */
const stage = document.getElementById("stage") as HTMLElement;
const i18n = setupI18n({ locale: "fr", messages: { fr: uiMessages.fr } });
const inputs = new Map<string, unknown>();

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function timed(action: () => void): Promise<number> {
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(stage, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const start = performance.now();
  flushSync(action);
  void stage.offsetHeight;
  let end = performance.now();
  observer.takeRecords();
  for (let guard = 0; guard < 120; guard++) {
    changed = false;
    await frame();
    void stage.offsetHeight;
    if (!changed) break;
    end = performance.now();
  }
  observer.disconnect();
  return end - start;
}

const collect = () => (globalThis as { gc?: () => void }).gc?.();

export interface RunResult {
  firstRender: number;
  switchAway: number;
  switchBack: number;
  nodes: number;
}

async function once(library: Library, view: View, count: number): Promise<RunResult> {
  const key = `${library} ${count}`;
  if (!inputs.has(key)) inputs.set(key, prepare(library, generateMeans(count)));
  const input = inputs.get(key);
  const Calendar = calendars[library];
  const controller = createRef<Controller>();
  const [here, next] =
    view === "month" ? ["2026-06-15", "2026-07-15"] : ["2026-06-10", "2026-06-17"];
  collect();
  await frame();
  const root: Root = createRoot(stage);
  const firstRender = await timed(() =>
    root.render(
      <Calendar input={input} view={view} day={here} controller={controller} i18n={i18n} />,
    ),
  );
  const nodes = stage.getElementsByTagName("*").length;
  const switchAway = await timed(() => controller.current?.go(next));
  const switchBack = await timed(() => controller.current?.go(here));
  root.unmount();
  stage.replaceChildren();
  return { firstRender, switchAway, switchBack, nodes };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** One warm-up, then `runs` timed runs; medians, and every run for the record. */
async function run(library: Library, view: View, count: number, runs: number) {
  await once(library, view, count);
  const all: RunResult[] = [];
  for (let r = 0; r < runs; r++) all.push(await once(library, view, count));
  return {
    firstRender: median(all.map((result) => result.firstRender)),
    switchAway: median(all.map((result) => result.switchAway)),
    switchBack: median(all.map((result) => result.switchBack)),
    nodes: median(all.map((result) => result.nodes)),
    runs: all,
  };
}

(window as unknown as { bench: unknown }).bench = { run };
