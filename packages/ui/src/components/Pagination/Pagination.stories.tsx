import { defaultPageSize } from "@releve/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StorySelectStage } from "../../storybook/StoryStage";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { Pagination, type PaginationBaseProps } from "./Pagination";

/** What the stories vary, and spies on the callbacks. */
interface PaginationStoryArgs
  extends Pick<PaginationBaseProps, "totalItems" | "isDisabled" | "siblingCount"> {
  /** The page the story starts on. */
  initialPage: number;
  /** Whether the story offers the page size select. */
  hasPageSize: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** A list's pagination as a host wires it: a page and a page size in state. */
function PaginatedList({
  initialPage,
  hasPageSize,
  onPageChange,
  onPageSizeChange,
  portalContainer,
  ...props
}: PaginationStoryArgs & { portalContainer: Element | undefined }) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={
        hasPageSize
          ? (size) => {
              onPageSizeChange(size);
              setPageSize(size);
              // A new size changes every page's content: back to the first.
              setPage(1);
            }
          : undefined
      }
      UNSTABLE_portalContainer={portalContainer}
    />
  );
}

const meta = {
  title: "Primitives/Pagination",
  component: PaginatedList,
  args: {
    totalItems: 312,
    initialPage: 1,
    hasPageSize: true,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    portalContainer: undefined,
  },
  render: (args) => (
    <StorySelectStage isWide>
      {(container) => <PaginatedList {...args} portalContainer={container} />}
    </StorySelectStage>
  ),
} satisfies Meta<typeof PaginatedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First page: first and previous are disabled, the range says which items are shown. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("1–25 sur 312");
    await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("button", { name: "Première page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Page précédente" })).toBeDisabled();
  },
};

/** A page in the middle: ellipses on both sides of the current page and its neighbours. */
export const MiddlePage: Story = {
  args: { initialPage: 7 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Pagination" });
    const pages = within(nav)
      .getAllByRole("button", { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    await expect(pages).toEqual(["1", "6", "7", "8", "13"]);
    await expect(canvas.getByRole("status")).toHaveTextContent("151–175 sur 312");
  },
};

export const LastPage: Story = {
  args: { initialPage: 13 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("301–312 sur 312");
    await expect(canvas.getByRole("button", { name: "Page suivante" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Dernière page" })).toBeDisabled();
  },
};

/** Few pages: all of them, no ellipsis. */
export const FewPages: Story = { args: { totalItems: 60, initialPage: 2 } };

/**
 * Tab goes through the page size select and the enabled buttons; Enter on a page goes there and
 * the new range is announced (polite live region).
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Éléments par page/ })).toHaveFocus();
    await userEvent.tab();
    // First and previous are disabled on the first page: Tab skips them.
    await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole("status")).toHaveTextContent("26–50 sur 312");
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // "Last page" disables itself once pressed: focus moves to the current page, not the body.
    // From page 2: pages 3, 4, 5 and 13, then next and last (the ellipsis is not a stop).
    for (let stop = 0; stop < 6; stop += 1) await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Dernière page" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(13);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Page 13" })).toHaveFocus());
  },
};

/**
 * The page size select: opens with ArrowDown, Enter chooses (back to the first page), Escape
 * closes and gives focus back to it. The picture shows it open.
 */
export const PageSize: Story = {
  args: { initialPage: 3 },
  render: (args) => (
    <StorySelectStage isWide isOpen>
      {(container) => <PaginatedList {...args} portalContainer={container} />}
    </StorySelectStage>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button", { name: /Éléments par page/ });
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "25" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(canvas.getByRole("status")).toHaveTextContent("1–50 sur 312");
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(await canvas.findByRole("listbox")).toBeVisible();
  },
};

/** Pages as links: each has its URL; the current one is still `aria-current="page"`. */
export const Links: Story = {
  render: ({ onPageChange }) => (
    <Pagination
      page={4}
      totalItems={312}
      onPageChange={onPageChange}
      getPageHref={(page) => `?page=${page}`}
    />
  ),
  play: async ({ canvas }) => {
    const current = canvas.getByRole("link", { name: "Page 4" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Page suivante" })).toHaveAttribute(
      "href",
      "?page=5",
    );
  },
};

/** Everything disabled, e.g. while the next page loads. */
export const Disabled: Story = {
  args: { isDisabled: true, initialPage: 3 },
  play: async ({ canvas, userEvent }) => {
    for (const button of canvas.getAllByRole("button")) {
      await expect(button).toBeDisabled();
    }
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** No item: the range says so and there is a single, empty page. */
export const Empty: Story = {
  args: { totalItems: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Aucun résultat");
    await expect(canvas.getByRole("button", { name: "Page suivante" })).toBeDisabled();
  },
};

/** 100,000 items: numbers are grouped the French way and the buttons keep their places. */
export const ManyPages: Story = {
  args: { totalItems: 100_000, initialPage: 2_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("49 976–50 000 sur 100 000");
    // The visible number is part of the name, grouped the same way (WCAG 2.5.3).
    await expect(canvas.getByRole("button", { name: /^Page 4\s000$/ })).toHaveTextContent("4 000");
  },
};

/** In a narrow column, the range, the select and the buttons wrap instead of overflowing. */
export const Narrow: Story = {
  args: { initialPage: 7 },
  globals: { locale: "de" },
  render: (args) => (
    <div className={storyNarrow}>
      <PaginatedList {...args} portalContainer={undefined} />
    </div>
  ),
};

const inLanguage = (locale: UiLocale, range: string, nav: string): Story => ({
  globals: { locale },
  args: { initialPage: 7, totalItems: 1_250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: nav })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(range);
  },
});

export const French: Story = inLanguage("fr", "151–175 sur 1 250", "Pagination");
export const English: Story = inLanguage("en", "151–175 of 1,250", "Pagination");
export const German: Story = inLanguage("de", "151–175 von 1.250", "Seitennavigation");
