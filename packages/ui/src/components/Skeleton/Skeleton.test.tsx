import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { uiMessages } from "../../i18n/catalogues";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Skeleton } from "./Skeleton";
import { shape, skeletonCircleSizes, skeletonShapes } from "./Skeleton.css";
import { SkeletonShape } from "./SkeletonShape";

const card = (
  <>
    <SkeletonShape shape="circle" size="lg" />
    <SkeletonShape shape="text" lines={3} />
    <SkeletonShape shape="block" height="6rem" />
  </>
);

describe("Skeleton", () => {
  it.each([
    ["fr", "Chargement…"],
    ["en", "Loading…"],
    ["de", "Wird geladen…"],
  ] as const)("in %s, says once in a status message that content is loading", (locale, text) => {
    renderWithI18n(<Skeleton>{card}</Skeleton>, locale);
    const statuses = screen.getAllByRole("status");
    expect(statuses).toHaveLength(1);
    expect(statuses[0]?.textContent).toBe(text);
  });

  it("says what is loading when given a label", () => {
    renderWithI18n(<Skeleton label="Chargement du planning…">{card}</Skeleton>);
    expect(screen.getByRole("status").textContent).toBe("Chargement du planning…");
  });

  it("renders its status region empty first, so the words are a change a screen reader announces", () => {
    const i18n = setupI18n({ locale: "fr", messages: { fr: uiMessages.fr } });
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <Skeleton>{card}</Skeleton>
      </I18nProvider>,
    );
    expect(html).toMatch(/<span role="status"[^>]*><\/span>/);
  });

  it("hides every shape from assistive technology, leaving only the status", () => {
    const { container } = renderWithI18n(<Skeleton>{card}</Skeleton>);
    const root = container.firstElementChild;
    const exposed = [...(root?.children ?? [])].filter(
      (child) => child.getAttribute("aria-hidden") !== "true",
    );
    expect(exposed).toEqual([screen.getByRole("status")]);
  });

  it("forwards its ref to the group element", () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = renderWithI18n(<Skeleton ref={ref}>{card}</Skeleton>);
    expect(ref.current).toBe(container.firstElementChild);
  });
});

describe("SkeletonShape", () => {
  it("draws as many bars as lines of text, at least one", () => {
    const { container } = render(
      <>
        <SkeletonShape shape="text" lines={4} />
        <SkeletonShape shape="text" lines={0} />
      </>,
    );
    const [four, zero] = [...container.children];
    expect(four?.children).toHaveLength(4);
    expect(zero?.children).toHaveLength(1);
  });

  it("takes a block's width and height from the layout it stands in for", () => {
    const { container } = render(<SkeletonShape shape="block" width="12rem" height="5rem" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.width).toBe("12rem");
    expect(block.style.height).toBe("5rem");
  });

  it.each(skeletonShapes)(
    "draws a %s with its recipe class, hidden from assistive technology",
    (name) => {
      const { container } = render(
        name === "circle" ? <SkeletonShape shape="circle" /> : <SkeletonShape shape={name} />,
      );
      const drawn = container.firstElementChild;
      expect(drawn?.getAttribute("aria-hidden")).toBe("true");
      for (const expected of shape({ shape: name }).split(" ")) {
        expect(drawn?.className.split(" ")).toContain(expected);
      }
    },
  );

  it.each(skeletonCircleSizes)("gives a %s circle its own size class", (size) => {
    const { container } = render(<SkeletonShape shape="circle" size={size} />);
    expect(container.firstElementChild?.className).toBe(shape({ shape: "circle", size }));
  });

  it("forwards its ref and keeps a caller's className", () => {
    const ref = createRef<HTMLSpanElement>();
    render(<SkeletonShape ref={ref} shape="block" className="chart-placeholder" />);
    expect(ref.current?.className.split(" ")).toContain("chart-placeholder");
  });
});
