import * as v from "valibot";
import { registrationFeedbacks } from "../enums.js";
import { defineCall } from "./call.js";
import { instantText } from "./response-parts.js";

/**
 * The answers to an e-mail's action links (decision 025): made from the `notification-feedback`
 * page without signing in. The token in the path is the only right, and reveals nothing but its
 * one answer; a wrong, used or expired token is refused with
 * `notification.temporaryActionLinkInvalid`.
 */

const anyone = { feature: null, write: false, anonymous: true } as const;

/** An action link's token: 32 random bytes, base64url (43 characters). */
export const actionLinkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** What a valid link would answer, before the person confirms it. */
export const actionLink = defineCall({
  method: "GET",
  path: "Notification/ActionLink/:token",
  ...anyone,
  summary: "The answer an e-mail's action link gives, while it is valid",
  response: v.object({ answer: v.picklist(registrationFeedbacks), expiresAt: instantText }),
});

/** Records the link's answer on its registration; the link (and its pair) is then spent. */
export const answerActionLink = defineCall({
  method: "POST",
  path: "Notification/ActionLink/:token",
  ...anyone,
  summary: "Records an e-mail's action link answer on its registration (once)",
  response: v.object({ answer: v.picklist(registrationFeedbacks), recordedAt: instantText }),
});
