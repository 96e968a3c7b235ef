import { type RegistrationStatus, registrationStatuses } from "@releve/domain";
import { screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import {
  RegistrationStatusBadge,
  registrationProposedBadge,
  registrationStatusBadgeIcons,
} from "./RegistrationStatusBadge";
import { useRegistrationStatusLabel } from "./RegistrationStatusBadgeLabels";

const french: Record<RegistrationStatus, string> = {
  pending: "En attente",
  validated: "Validée",
  rejected: "Refusée",
  cancelled: "Annulée",
  unregistered: "Retirée",
  deleted: "Supprimée",
};

/** Another component naming registrations with the badge's words. */
function RegistrationWords() {
  const labels = useRegistrationStatusLabel();
  return (
    <ul>
      <li>{labels.status("validated")}</li>
      <li>{labels.full({ status: "pending", isProposed: true })}</li>
      <li>{labels.full({ status: "validated", isProposed: true })}</li>
      <li>{labels.full({ status: "unregistered" })}</li>
    </ul>
  );
}

describe("RegistrationStatusBadge", () => {
  it.each(registrationStatuses)("shows the %s status in words", (status) => {
    renderWithI18n(<RegistrationStatusBadge status={status} />);
    expect(screen.getByText(french[status])).toBeTruthy();
    expect(screen.queryByText("Proposée par un responsable")).toBeNull();
  });

  it("gives every status, and the proposed flag, a shape of its own", () => {
    const shapes = [
      ...registrationStatuses.map((status) => registrationStatusBadgeIcons[status]),
      registrationProposedBadge.icon,
    ];
    expect(new Set(shapes).size).toBe(registrationStatuses.length + 1);
  });

  it("shows a pending registration a manager proposed with the proposed flag, in words", () => {
    const { container } = renderWithI18n(<RegistrationStatusBadge status="pending" isProposed />);
    const group = container.firstElementChild;
    expect(group?.textContent).toBe("En attente Proposée par un responsable");
    expect(group?.getAttribute("data-proposed")).toBe("true");
    expect(group?.querySelectorAll("svg")).toHaveLength(2);
  });

  it("shows the flag on a rejected proposition, as the domain's lifecycle does", () => {
    renderWithI18n(<RegistrationStatusBadge status="rejected" isProposed />);
    expect(screen.getByText("Proposée par un responsable")).toBeTruthy();
  });

  it.each(["validated", "cancelled", "unregistered", "deleted"] as const)(
    "ignores the flag on a %s registration, where it means nothing",
    (status) => {
      const { container } = renderWithI18n(<RegistrationStatusBadge status={status} isProposed />);
      expect(screen.queryByText("Proposée par un responsable")).toBeNull();
      expect(container.firstElementChild?.hasAttribute("data-proposed")).toBe(false);
    },
  );

  it.each([
    ["en", "Pending", "Proposed by a manager"],
    ["de", "Ausstehend", "Von der Leitung vorgeschlagen"],
  ] as const)("in %s, shows the status and the flag in that language", (locale, word, flag) => {
    renderWithI18n(<RegistrationStatusBadge status="pending" isProposed />, locale);
    expect(screen.getByText(word)).toBeTruthy();
    expect(screen.getByText(flag)).toBeTruthy();
  });

  it("gives other components the same words through useRegistrationStatusLabel", () => {
    renderWithI18n(<RegistrationWords />, "en");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Validated",
      "Pending, proposed by a manager",
      "Validated",
      "Unregistered",
    ]);
  });

  it("forwards its ref to the element holding the badges", () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithI18n(<RegistrationStatusBadge ref={ref} status="rejected" />);
    expect(ref.current?.getAttribute("data-status")).toBe("rejected");
  });
});
