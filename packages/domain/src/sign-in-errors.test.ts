import { describe, expect, it } from "vitest";
import { aadstsCodeOf, signInErrorCodes, signInRecovery } from "./sign-in-errors.js";

describe("sign-in recovery (spec 01 §8)", () => {
  it("starts a new login on AADSTS50058", () => {
    expect(signInRecovery("AADSTS50058")).toBe("newLogin");
  });

  it("redirects to consent on AADSTS65001", () => {
    expect(signInRecovery("AADSTS65001")).toBe("consent");
  });

  it("logs in again on AADSTS16000, any other code, or none", () => {
    expect(signInRecovery("AADSTS16000")).toBe("login");
    expect(signInRecovery("AADSTS700082")).toBe("login");
    expect(signInRecovery(signInErrorCodes.loginRequired)).toBe("login");
    expect(signInRecovery(undefined)).toBe("login");
    expect(signInRecovery("")).toBe("login");
  });

  it("finds the code inside the library's error message", () => {
    const message =
      "interaction_required: AADSTS65001: The user or administrator has not consented to use the application.";
    expect(signInRecovery(message)).toBe("consent");
    expect(aadstsCodeOf("login_required: aadsts50058: A silent sign-in request was sent")).toBe(
      "AADSTS50058",
    );
    expect(aadstsCodeOf("user_cancelled")).toBeUndefined();
  });
});

describe("sign-in error names (spec 01 §8)", () => {
  it("names the errors the library raises and the failed token acquisition", () => {
    expect(signInErrorCodes).toEqual({
      failedTokenAcquisition: "Failed to acquire token",
      tokenRenewalTimeout: "timed_out",
      loginRequired: "login_required",
      popupClosed: "user_cancelled",
      invalidState: "invalid_state",
      stateMismatch: "state_mismatch",
      nonceMismatch: "nonce_mismatch",
    });
  });
});
