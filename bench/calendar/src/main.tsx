import { setupI18n } from "@lingui/core";
import { uiMessages } from "@releve/ui";
import { createRef, type ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import {
  type CalendarProps,
  type Controller,
  calendars,
  type Library,
  prepare,
  type View,
} from "./calendars";
import { generateMeans } from "./data";
import { departureCalendars, prepareDepartures } from "./departureCalendars";
import { generateDepartures } from "./departureData";

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

/**
 * What one row of a table renders: the planning calendars' month or week of `count` means, or
 * the departure timelines' day of `count` departures.
 */
type Suite = "planning" | "departures";

interface Setup {
  Calendar: (props: CalendarProps) => ReactElement;
  input: unknown;
  /** The period full of means, and the next one. */
  here: string;
  next: string;
}

function setup(suite: Suite, library: Library, view: View, count: number): Setup {
  const key = `${suite} ${library} ${count}`;
  if (suite === "departures") {
    if (!inputs.has(key)) inputs.set(key, prepareDepartures(library, generateDepartures(count)));
    const Calendar = departureCalendars[library];
    return { Calendar, input: inputs.get(key), here: "2026-06-10", next: "2026-06-11" };
  }
  if (!inputs.has(key)) inputs.set(key, prepare(library, generateMeans(count)));
  const [here, next] =
    view === "month" ? ["2026-06-15", "2026-07-15"] : ["2026-06-10", "2026-06-17"];
  return { Calendar: calendars[library], input: inputs.get(key), here, next };
}

async function once(suite: Suite, library: Library, view: View, count: number): Promise<RunResult> {
  const { Calendar, input, here, next } = setup(suite, library, view, count);
  const controller = createRef<Controller>();
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

/** A warm-up longer than this (mount and two switches) makes a library slow enough for 3 runs. */
const slowRun = 5_000;

/**
 * The three libraries on one row, in rounds: one warm-up each, then `runs` rounds in which each
 * library runs once in turn, so a moment when the machine is busier weighs on all three alike
 * rather than on whichever was running. A library whose warm-up took over 5 s (a peer drawing
 * thousands of columns) runs in the first 3 rounds only: its times are in seconds and steady.
 * Medians per library, and every run for the record.
 */
async function compare(
  suite: Suite,
  libraries: Library[],
  view: View,
  count: number,
  runs: number,
) {
  const runsOf = new Map<Library, number>();
  for (const library of libraries) {
    const warmUp = await once(suite, library, view, count);
    const total = warmUp.firstRender + warmUp.switchAway + warmUp.switchBack;
    runsOf.set(library, total > slowRun ? Math.min(3, runs) : runs);
  }
  const all = new Map<Library, RunResult[]>(libraries.map((library) => [library, []]));
  for (let round = 0; round < runs; round++) {
    for (const library of libraries) {
      if (round < (runsOf.get(library) ?? runs)) {
        all.get(library)?.push(await once(suite, library, view, count));
      }
    }
  }
  return Object.fromEntries(
    libraries.map((library) => {
      const results = all.get(library) ?? [];
      return [
        library,
        {
          firstRender: median(results.map((result) => result.firstRender)),
          switchAway: median(results.map((result) => result.switchAway)),
          switchBack: median(results.map((result) => result.switchBack)),
          nodes: median(results.map((result) => result.nodes)),
          runs: results,
        },
      ];
    }),
  );
}

(window as unknown as { bench: unknown }).bench = { compare };
