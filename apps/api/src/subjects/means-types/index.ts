/** What the other subjects may use of this one; everything else is its own. */
export { loadMeansTypes } from "./reads.js";
