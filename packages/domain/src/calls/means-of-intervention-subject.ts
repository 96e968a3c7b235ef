/**
 * Every call of the means of intervention's subject, as `calls.meansOfIntervention`: those that
 * read or change a means without a form, the list's and the calendars' (decision 034), and those
 * that carry a form (decision 030).
 */
export * from "./means-of-intervention.js";
export * from "./means-of-intervention-forms.js";
export * from "./means-of-intervention-lists.js";
