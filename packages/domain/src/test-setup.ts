import fc from "fast-check";

// Every property runs at least 1,000 cases, whatever its own options say.
fc.configureGlobal({ numRuns: 1000 });
