/** What the other subjects may use of this one; everything else is its own. */
export {
  findPerson,
  getPerson,
  type PersonView,
  personPlaces,
  personScopeCondition,
  requirePersonInScope,
} from "./persons.js";
