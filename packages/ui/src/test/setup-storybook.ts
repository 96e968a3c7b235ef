import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";

// Test-only: a blinking caret or a third-party animation would make two screenshots of the same
// story differ. Components already read zeroed motion tokens inside the story frame.
const stillImages = document.createElement("style");
stillImages.textContent = `*, *::before, *::after {
  caret-color: transparent !important;
  animation: none !important;
  transition: none !important;
}`;
document.head.append(stillImages);

/**
 * Every story is also a visual test: once it has rendered, run its play function and passed the
 * axe check (addon-a11y, inside the test), its frame is compared with the committed baseline
 * in `__screenshots__/<file>/<story>-chromium-linux.png`.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === "fail") return;
  const frames = document.querySelectorAll("[data-story-root]");
  expect(frames, "exactly one story frame is rendered").toHaveLength(1);
  const [frame] = frames;
  if (!frame) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(frame)).toMatchScreenshot(task.name);
});
