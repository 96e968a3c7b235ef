import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from "./Tabs";

function MeansTabs(props: Omit<TabsProps, "children">) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Vues des moyens">
        <Tab id="list">Liste</Tab>
        <Tab id="calendar" count={3} countLabel="3 moyens incomplets">
          Calendrier
        </Tab>
        <Tab id="archive" isDisabled>
          Archives
        </Tab>
        <Tab id="departures">Calendrier des départs</Tab>
      </TabList>
      <TabPanel id="list">Tableau des moyens</TabPanel>
      <TabPanel id="calendar">Planning du mois</TabPanel>
      <TabPanel id="archive">Moyens archivés</TabPanel>
      <TabPanel id="departures">Frise des départs</TabPanel>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("names the tab list and ties the selected tab to its panel", () => {
    renderWithI18n(<MeansTabs />);
    expect(screen.getByRole("tablist", { name: "Vues des moyens" })).toBeTruthy();
    const tab = screen.getByRole("tab", { name: "Liste" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(tab.id);
    expect(panel.textContent).toBe("Tableau des moyens");
  });

  it("moves to the next tab with ArrowRight and shows its panel", async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithI18n(<MeansTabs onSelectionChange={onSelectionChange} />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Liste" }));
    await user.keyboard("{ArrowRight}");

    expect(document.activeElement).toBe(
      screen.getByRole("tab", { name: "Calendrier 3 moyens incomplets" }),
    );
    expect(screen.getByRole("tabpanel").textContent).toBe("Planning du mois");
    expect(onSelectionChange).toHaveBeenLastCalledWith("calendar");
  });

  it("skips a disabled tab with the arrow keys", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MeansTabs defaultSelectedKey="calendar" />);
    const archive = screen.getByRole("tab", { name: "Archives" });
    expect(archive.getAttribute("aria-disabled")).toBe("true");

    await user.tab();
    await user.keyboard("{ArrowRight}");

    expect(document.activeElement).toBe(
      screen.getByRole("tab", { name: "Calendrier des départs" }),
    );
  });

  it("reads the count's meaning as part of the tab's name", () => {
    renderWithI18n(<MeansTabs />);
    const tab = screen.getByRole("tab", { name: "Calendrier 3 moyens incomplets" });
    expect(tab.querySelector("[aria-hidden='true']")?.textContent).toBe("3");
  });

  it("follows ArrowDown when vertical, and says so to assistive technology", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MeansTabs orientation="vertical" />);
    const list = screen.getByRole("tablist");
    expect(list.getAttribute("aria-orientation")).toBe("vertical");

    await user.tab();
    await user.keyboard("{ArrowDown}");

    expect(
      screen
        .getByRole("tab", { name: "Calendrier 3 moyens incomplets" })
        .getAttribute("aria-selected"),
    ).toBe("true");
  });

  it("goes to the last enabled tab with End and back to the first with Home", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MeansTabs />);
    await user.tab();
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(
      screen.getByRole("tab", { name: "Calendrier des départs" }),
    );
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Liste" }));
  });
});
