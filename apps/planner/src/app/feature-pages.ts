import type { RouteName } from "@releve/domain";
import type { ComponentType } from "react";
import { loadFeatureMessages } from "../lib/i18n";
import type { PageLoader } from "./router";

/*
 * The registry of the features' pages, loaded on the first visit to one of them (decision 030):
 * each page's code and words load with it, and the start-up holds none of their addresses.
 */

/**
 * A page of a feature whose words load with its pages rather than at start-up (decision 030):
 * the page renders once its code and its words are there — the feature's, and those of the kit's
 * parts it uses (`findings` for a page with a form), and the refusals of actions
 * (`action-errors`: the lifecycles' and the staffing's, which no start-up page meets).
 */
function featurePage(
  words: string | readonly string[],
  load: () => Promise<ComponentType>,
): PageLoader {
  // Every feature's page may meet an action's refusal: their words come with it.
  const catalogues = [...(typeof words === "string" ? [words] : words), "action-errors"];
  return async () => {
    const [Component] = await Promise.all([
      load(),
      ...catalogues.map((name) => loadFeatureMessages(name)),
    ]);
    return { Component };
  };
}

/** The alert form, creation and edit alike: one page, loaded from one place. */
const alertForm = featurePage(
  ["alert-management", "findings"],
  async () => (await import("../features/alert-management/routes/AlertFormPage")).AlertFormPage,
);

/** The means type form, creation and edit alike: one page, loaded from one place. */
const meansTypeForm = featurePage(
  ["means-types", "findings"],
  async () => (await import("../features/means-types/routes/MeansTypeFormPage")).MeansTypeFormPage,
);

/** The privilege form, creation and edit alike: one page, loaded from one place. */
const privilegeForm = featurePage(
  ["security", "registrations", "findings"],
  async () => (await import("../features/security/routes/PrivilegeFormPage")).PrivilegeFormPage,
);

/**
 * The features' pages built so far, by route name. A route without a page here shows the 404
 * page once the guard lets the user through, until its feature is built (no placeholder pages).
 */
export const featurePages: Partial<Record<RouteName, PageLoader>> = {
  "notification-feedback": featurePage(
    "notification-feedback",
    async () =>
      (await import("../features/notification-feedback/routes/NotificationFeedbackPage"))
        .NotificationFeedbackPage,
  ),
  "automated-jobs": featurePage(
    "automated-jobs",
    async () =>
      (await import("../features/automated-jobs/routes/AutomatedJobsPage")).AutomatedJobsPage,
  ),
  "human-resources": featurePage(
    "human-resources",
    async () =>
      (await import("../features/human-resources/routes/HumanResourcesPage")).HumanResourcesPage,
  ),
  "alert-list": featurePage(
    "alert-management",
    async () => (await import("../features/alert-management/routes/AlertListPage")).AlertListPage,
  ),
  "alert-create": alertForm,
  "alert-edit": alertForm,
  "means-of-intervention-types-list": featurePage(
    "means-types",
    async () =>
      (await import("../features/means-types/routes/MeansTypeListPage")).MeansTypeListPage,
  ),
  "means-of-intervention-type-create": meansTypeForm,
  "reinforcements-notification-list": featurePage(
    ["reinforcements", "registrations", "findings"],
    async () =>
      (await import("../features/reinforcements/routes/RecipientListPage")).RecipientListPage,
  ),
  "reinforcements-notification-create": featurePage(
    "reinforcements",
    async () =>
      (await import("../features/reinforcements/routes/ReinforcementRequestPage"))
        .ReinforcementRequestPage,
  ),
  "security-user-profile-scope-list": featurePage(
    "security",
    async () => (await import("../features/security/routes/PrivilegeListPage")).PrivilegeListPage,
  ),
  "security-user-profile-scope-create": privilegeForm,
  "security-user-profile-scope-edit": privilegeForm,
  "security-user-profile-management": featurePage(
    ["security", "registrations", "findings"],
    async () =>
      (await import("../features/security/routes/UserProfileManagementPage"))
        .UserProfileManagementPage,
  ),
  "means-of-intervention-type-edit": meansTypeForm,
  "operational-activity-list": featurePage(
    "operational-activities",
    async () =>
      (await import("../features/operational-activities/routes/ActivityListPage")).ActivityListPage,
  ),
  "operational-activity-create": featurePage(
    ["operational-activities", "planning", "findings"],
    async () =>
      (await import("../features/operational-activities/routes/ActivityFormPage")).ActivityFormPage,
  ),
  "operational-activity-edit": featurePage(
    ["operational-activities", "planning", "findings"],
    async () =>
      (await import("../features/operational-activities/routes/ActivityFormPage")).ActivityFormPage,
  ),
  "operational-activity-detail-page": featurePage(
    ["operational-activities", "planning"],
    async () =>
      (await import("../features/operational-activities/routes/ActivityDetailPage"))
        .ActivityDetailPage,
  ),
  "means-of-intervention-list": featurePage(
    "means-of-intervention",
    async () =>
      (await import("../features/means-of-intervention/routes/MeansListPage")).MeansListPage,
  ),
  "means-of-intervention-create": featurePage(
    ["means-of-intervention", "planning", "findings"],
    async () =>
      (await import("../features/means-of-intervention/routes/MeansFormPage")).MeansFormPage,
  ),
  "means-of-intervention-edit": featurePage(
    ["means-of-intervention", "planning", "findings"],
    async () =>
      (await import("../features/means-of-intervention/routes/MeansFormPage")).MeansFormPage,
  ),
  "means-of-intervention-duplicate": featurePage(
    "means-of-intervention",
    async () =>
      (await import("../features/means-of-intervention/routes/MeansDuplicatePage"))
        .MeansDuplicatePage,
  ),
  "means-of-intervention-detail-page": featurePage(
    ["means-of-intervention", "planning", "registrations", "findings"],
    async () =>
      (await import("../features/means-of-intervention/routes/MeansDetailPage")).MeansDetailPage,
  ),
  "means-of-intervention-multiple-assignment-page": featurePage(
    ["means-of-intervention", "registrations"],
    async () =>
      (await import("../features/means-of-intervention/routes/MultipleAssignmentPage"))
        .MultipleAssignmentPage,
  ),
  "registration-edit": featurePage(
    ["staffing", "registrations", "findings"],
    async () =>
      (await import("../features/staffing/routes/RegistrationPeriodPage")).RegistrationEditPage,
  ),
  "registration-schedule-proposition": featurePage(
    ["staffing", "registrations", "findings"],
    async () =>
      (await import("../features/staffing/routes/RegistrationPeriodPage")).SchedulePropositionPage,
  ),
  "registration-user-registration": featurePage(
    ["staffing", "registrations", "findings"],
    async () =>
      (await import("../features/staffing/routes/UserRegistrationPage")).UserRegistrationPage,
  ),
  "registration-personnel-calendar-page": featurePage(
    ["staffing", "registrations", "findings", "calendar-feed"],
    async () =>
      (await import("../features/staffing/routes/PersonnelCalendarPage")).PersonnelCalendarPage,
  ),
  "registration-personnel-filter-page": featurePage(
    "staffing",
    async () =>
      (await import("../features/staffing/routes/PersonnelFilterPage")).PersonnelFilterPage,
  ),
  "registration-recent-change-list": featurePage(
    "staffing",
    async () =>
      (await import("../features/staffing/routes/RecentChangeListPage")).RecentChangeListPage,
  ),
  "registration-schedule-change-list": featurePage(
    "staffing",
    async () =>
      (await import("../features/staffing/routes/ScheduleChangeListPage")).ScheduleChangeListPage,
  ),
  "registration-personnel-planning": featurePage(
    ["staffing", "registrations"],
    async () =>
      (await import("../features/staffing/routes/PersonnelPlanningPage")).PersonnelPlanningPage,
  ),
};
