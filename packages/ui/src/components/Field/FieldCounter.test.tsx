import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uiMessages } from "../../i18n/catalogues";
import type { UiLocale } from "../../i18n/locales";
import { renderWithI18n } from "../../test/renderWithI18n";
import {
  counterAnnouncementDelayMs,
  counterNearLimitPercent,
  FieldCounter,
  type FieldCounterProps,
  isFieldCounterShown,
} from "./FieldCounter";

/** Renders a counter whose count can then change, as it does while someone types. */
function renderCounter(props: FieldCounterProps, locale: UiLocale = "fr") {
  const i18n = setupI18n({ locale, messages: { [locale]: uiMessages[locale] } });
  const inProvider = (next: FieldCounterProps) => (
    <I18nProvider i18n={i18n}>
      <FieldCounter {...next} />
    </I18nProvider>
  );
  const result = render(inProvider(props));
  return { rerender: (next: FieldCounterProps) => result.rerender(inProvider(next)) };
}

describe("isFieldCounterShown", () => {
  it("shows an always-visible counter from the first character", () => {
    expect(isFieldCounterShown(0, 200, "always")).toBe(true);
  });

  it.each([
    [80, 63, false],
    [80, 64, true],
    // 0.8 × 15 is not 12 in floating point: the threshold must still be the 12th character.
    [15, 11, false],
    [15, 12, true],
    [10, 7, false],
    [10, 8, true],
  ])("with a limit of %i, shows a near-limit counter at %i characters: %s", (max, count, shown) => {
    expect(counterNearLimitPercent).toBe(80);
    expect(isFieldCounterShown(count, max, "nearLimit")).toBe(shown);
  });

  it("shows a near-limit counter at the limit and past it", () => {
    expect(isFieldCounterShown(80, 80, "nearLimit")).toBe(true);
    expect(isFieldCounterShown(5000, 80, "nearLimit")).toBe(true);
  });
});

describe("FieldCounter", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("words the count against the limit, emphasised only at the limit", () => {
    const { rerender } = renderCounter({ id: "c", count: 79, maxLength: 80, isShown: true });
    const below = screen.getByText("79 caractères sur 80");
    expect(below.id).toBe("c");
    expect(below.hasAttribute("data-at-limit")).toBe(false);
    expect(below.hasAttribute("data-over-limit")).toBe(false);

    rerender({ id: "c", count: 80, maxLength: 80, isShown: true });

    expect(screen.getByText("80 caractères sur 80").hasAttribute("data-at-limit")).toBe(true);
  });

  it.each([
    ["fr", "93 caractères sur 80, 13 de trop", "81 caractères sur 80, 1 de trop"],
    ["en", "93 characters of 80, 13 too many", "81 characters of 80, 1 too many"],
    ["de", "93 von 80 Zeichen, 13 zu viel", "81 von 80 Zeichen, 1 zu viel"],
  ] as const)("in %s, says by how much a value is over the limit", (locale, many, one) => {
    const { unmount } = renderWithI18n(
      <FieldCounter id="c" count={93} maxLength={80} isShown />,
      locale,
    );
    const counter = screen.getByText(many);
    expect(counter.hasAttribute("data-over-limit")).toBe(true);
    expect(counter.hasAttribute("data-at-limit")).toBe(false);
    unmount();

    renderWithI18n(<FieldCounter id="c" count={81} maxLength={80} isShown />, locale);
    expect(screen.getByText(one)).toBeTruthy();
  });

  it("formats the limit for the language", () => {
    renderWithI18n(<FieldCounter id="c" count={1200} maxLength={1000} isShown />, "en");
    expect(screen.getByText("1,200 characters of 1,000, 200 too many")).toBeTruthy();
  });

  it("while hidden, keeps its live region and shows no count", () => {
    renderWithI18n(<FieldCounter id="c" count={10} maxLength={80} isShown={false} />);
    expect(screen.queryByText(/caractère/)).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("announces a count that appears once it has stopped changing, then one that goes", () => {
    vi.useFakeTimers();
    const { rerender } = renderCounter({ id: "c", count: 63, maxLength: 80, isShown: false });
    const status = screen.getByRole("status");

    rerender({ id: "c", count: 64, maxLength: 80, isShown: true });
    act(() => vi.advanceTimersByTime(counterAnnouncementDelayMs / 2));
    rerender({ id: "c", count: 65, maxLength: 80, isShown: true });
    act(() => vi.advanceTimersByTime(counterAnnouncementDelayMs - 1));
    // Still typing: neither count has been spoken.
    expect(status.textContent).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe("65 caractères sur 80");

    // Back under the threshold: the hidden count is not left in the region.
    rerender({ id: "c", count: 10, maxLength: 80, isShown: false });
    act(() => vi.advanceTimersByTime(counterAnnouncementDelayMs));
    expect(status.textContent).toBe("");
  });
});
