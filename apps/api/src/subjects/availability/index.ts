/** What the other subjects and the server's assembly may use of this one. */
export {
  availabilityOfPersons,
  availabilityRank,
  declarationsOfPersons,
} from "./availability.js";
