import { describe, expect, it } from "vitest";
import type { Authorization } from "../authorization.js";
import type { RoleCode } from "../roles.js";
import { defaultAuthorization } from "./default-access-rights.js";
import { sidebarEntries, sidebarGroups, sidebarMenu } from "./sidebar.js";

const authorizationOf = (code: RoleCode): Authorization => defaultAuthorization(code);
const sidebarOf = (code: RoleCode) => sidebarEntries(authorizationOf(code)).map(({ id }) => id);

const means = [
  "meansOfIntervention.list",
  "meansOfIntervention.calendar",
  "meansOfIntervention.departureCalendar",
];
const following = ["registration.recentChanges", "registration.scheduleChanges"];
const management = [
  "home.home",
  "operationalActivity.list",
  "operationalActivity.create",
  ...means,
  ...following,
  "registration.personnelPlanning",
];
const coordinationMenu = [
  ...management,
  "meansOfInterventionType.list",
  "reinforcement.notifications",
  "reinforcement.management",
  "alert.create",
  "alert.list",
  "security.userProfileScopes",
];
const staffAssignment = [
  "home.home",
  "operationalActivity.list",
  ...means,
  ...following,
  "registration.personnelPlanning",
  "security.userProfileScopes",
];

describe("sidebar menu (spec 01 §2) with the default access rights", () => {
  it.each<[RoleCode, string[]]>([
    ["Admin", [...coordinationMenu, "automatedJobs.automatedJobs", "humanResources.data"]],
    ["A", coordinationMenu],
    [
      "B",
      [
        ...management,
        "reinforcement.notifications",
        "reinforcement.management",
        "security.userProfileScopes",
      ],
    ],
    ["BAPS", staffAssignment],
    [
      "C",
      [
        "home.home",
        "operationalActivity.list",
        ...means,
        ...following,
        "registration.personnelPlanning",
        "reinforcement.notifications",
        "reinforcement.management",
        "security.userProfileScopes",
      ],
    ],
    ["CAPS", staffAssignment],
    [
      "D",
      [
        "home.home",
        "operationalActivity.list",
        ...means,
        ...following,
        "registration.personnelPlanning",
        "meansOfInterventionType.list",
      ],
    ],
    ["S", ["home.home", ...means, "registration.userRegistrations"]],
    ["V", ["home.home", ...means, "registration.userRegistrations"]],
    [
      "RH",
      [
        "home.home",
        "registration.personnelPlanning",
        "automatedJobs.automatedJobs",
        "humanResources.data",
      ],
    ],
  ])("shows role %s its entries", (code, expected) => {
    expect(sidebarOf(code)).toEqual(expected);
  });

  it("shows only Home without an authorization", () => {
    expect(sidebarEntries(undefined).map(({ id }) => id)).toEqual(["home.home"]);
  });

  it("offers operational activity creation only with operationalActivity.create", () => {
    const withoutCreate: Authorization = {
      ...authorizationOf("A"),
      accessRights: {
        operationalActivity: { featureCode: "operationalActivity", mayWrite: true },
      },
    };
    expect(sidebarEntries(withoutCreate).map(({ id }) => id)).toEqual([
      "home.home",
      "operationalActivity.list",
    ]);
  });

  it("puts the new registration count on user registrations and recent changes", () => {
    const badges = sidebarMenu.filter((entry) => entry.badge !== null);
    expect(badges.map(({ id, badge }) => [id, badge])).toEqual([
      ["registration.userRegistrations", "newRegistrationCount"],
      ["registration.recentChanges", "newRegistrationCount"],
      ["registration.scheduleChanges", "newProposedScheduleCount"],
    ]);
  });

  it("leads the three means entries to the list page, one tab each", () => {
    const tabs = sidebarMenu.filter((entry) => entry.group === "meansOfIntervention");
    expect(tabs.map(({ path, search }) => [path, search])).toEqual([
      ["/means-of-intervention/list", { tab: "list" }],
      ["/means-of-intervention/list", { tab: "calendar" }],
      ["/means-of-intervention/list", { tab: "departureCalendar" }],
    ]);
  });

  it("gates each entry by the feature of its route, in the order of the groups", () => {
    expect(sidebarMenu.find((entry) => entry.id === "registration.scheduleChanges")?.feature).toBe(
      "registration.schedule",
    );
    const groupOrder = sidebarMenu.map((entry) => sidebarGroups.indexOf(entry.group));
    expect(groupOrder).toEqual([...groupOrder].sort((a, b) => a - b));
  });
});
