import { describe, expect, it } from "vitest";
import { jobOutcomes, mailStatuses } from "../enums.js";
import { isJobRunFinished, mayResendMail } from "./outbox-rules.js";

describe("the automated-jobs page's rules (decisions 025, 026)", () => {
  it("follow a run until it succeeded or failed", () => {
    expect(jobOutcomes.filter(isJobRunFinished)).toEqual(["succeeded", "failed"]);
  });

  it("send again a failed e-mail only", () => {
    expect(mailStatuses.filter(mayResendMail)).toEqual(["failed"]);
  });
});
