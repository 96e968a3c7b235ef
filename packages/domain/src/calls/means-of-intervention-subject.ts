/**
 * Every call of the means of intervention's subject, as `calls.meansOfIntervention`: those that
 * read or change a means without a form, and those that carry one (decision 030).
 */
export * from "./means-of-intervention.js";
export * from "./means-of-intervention-forms.js";
