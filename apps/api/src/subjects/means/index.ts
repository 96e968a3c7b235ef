/** What the other subjects may use of this one; everything else is its own. */
export { typeChoiceFindings } from "./form.js";
export { meansOpeningJob, openDueMeans } from "./opening-job.js";
