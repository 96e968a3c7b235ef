/** What the other subjects and the server's assembly may use of this one. */
export {
  createMailTransport,
  type DeliveryOptions,
  type MailSender,
  mailDelivery,
  mailDeliveryQueue,
  messageIdOf,
} from "./delivery.js";
export { historyDays, housekeepingJob, outboxJob } from "./jobs.js";
export { type MailSettings, mailDeliveryTask } from "./preparation.js";
export { openingRecipientIds, personRecipients } from "./recipients.js";
export { formatter, organisationName } from "./templates.js";
export { mailWords } from "./templates-texts.js";
