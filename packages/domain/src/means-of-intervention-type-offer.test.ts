import { describe, expect, it } from "vitest";
import { blocking } from "./findings.js";
import {
  checkMeansTypeChoice,
  type MeansTypeChoiceContext,
  meansTypeAppliesAt,
  meansTypesOfferedFor,
  type OfferedMeansType,
} from "./means-of-intervention-type-offer.js";

// Region 1 > section 2 > centres 3 and 4; region 5 > centre 6.
const parents: Record<number, number | null> = { 1: null, 2: 1, 3: 2, 4: 2, 5: null, 6: 5 };
const entityParent = (id: number) => parents[id];

const type = (fields: Partial<OfferedMeansType> = {}): OfferedMeansType => ({
  id: 10,
  visibility: "enabled",
  entityIds: [3],
  departureIds: [],
  ...fields,
});

describe("where a means type applies (spec 01 §3: a type carries entities)", () => {
  it("applies at its own entities and at their descendants and ancestors", () => {
    expect(meansTypeAppliesAt(type({ entityIds: [2] }), 3, entityParent)).toBe(true);
    expect(meansTypeAppliesAt(type({ entityIds: [3] }), 3, entityParent)).toBe(true);
    expect(meansTypeAppliesAt(type({ entityIds: [3] }), 1, entityParent)).toBe(true);
  });

  it("does not apply at a sibling or in another region", () => {
    expect(meansTypeAppliesAt(type({ entityIds: [3] }), 4, entityParent)).toBe(false);
    expect(meansTypeAppliesAt(type({ entityIds: [3] }), 6, entityParent)).toBe(false);
  });

  it("applies everywhere when it names no entity", () => {
    expect(meansTypeAppliesAt(type({ entityIds: [] }), 6, entityParent)).toBe(true);
  });
});

describe("means types offered for an activity (spec 01 §4)", () => {
  it("offers the enabled types that apply at the activity's entity", () => {
    const types = [
      type({ id: 1 }),
      type({ id: 2, visibility: "disabled" }),
      type({ id: 3, entityIds: [6] }),
      type({ id: 4, entityIds: [] }),
    ];
    expect(meansTypesOfferedFor(types, 3, entityParent).map((item) => item.id)).toEqual([1, 4]);
  });
});

describe("the type and departure chosen for a means (spec 01 §3, §4)", () => {
  const context = (fields: Partial<MeansTypeChoiceContext> = {}): MeansTypeChoiceContext => ({
    type: type({ departureIds: [20, 21] }),
    departureExists: true,
    entityId: 3,
    entityParent,
    ...fields,
  });

  it("accepts an enabled type of the entity and one of its departures", () => {
    expect(checkMeansTypeChoice({ typeId: 10, departureId: 21 }, context())).toEqual([]);
    expect(checkMeansTypeChoice({ typeId: 10, departureId: null }, context())).toEqual([]);
  });

  it("refuses an unknown, disabled or foreign type", () => {
    expect(
      checkMeansTypeChoice({ typeId: 9, departureId: null }, context({ type: undefined })),
    ).toEqual([blocking("typeId", "means.typeUnknown")]);
    const disabled = context({ type: type({ visibility: "disabled" }) });
    expect(checkMeansTypeChoice({ typeId: 10, departureId: null }, disabled)).toEqual([
      blocking("typeId", "means.typeDisabled"),
    ]);
    const foreign = context({ entityId: 6 });
    expect(checkMeansTypeChoice({ typeId: 10, departureId: null }, foreign)).toEqual([
      blocking("typeId", "means.typeNotOffered"),
    ]);
  });

  it("refuses an unknown departure, or one the type does not list", () => {
    expect(
      checkMeansTypeChoice({ typeId: 10, departureId: 99 }, context({ departureExists: false })),
    ).toEqual([blocking("departureId", "means.departureUnknown")]);
    expect(checkMeansTypeChoice({ typeId: 10, departureId: 30 }, context())).toEqual([
      blocking("departureId", "means.departureNotOfType"),
    ]);
    const anyDeparture = context({ type: type({ departureIds: [] }) });
    expect(checkMeansTypeChoice({ typeId: 10, departureId: 30 }, anyDeparture)).toEqual([]);
  });

  it("lets an edited means keep a type disabled since, or a departure the type no longer lists", () => {
    const kept = { typeId: 10, departureId: 30 };
    const since = context({ type: type({ visibility: "disabled", departureIds: [20] }), kept });
    expect(checkMeansTypeChoice({ typeId: 10, departureId: 30 }, since)).toEqual([]);
    expect(checkMeansTypeChoice({ typeId: 10, departureId: 31 }, since)).toEqual([
      blocking("departureId", "means.departureNotOfType"),
    ]);
    const otherType = context({ type: type({ id: 11, visibility: "disabled" }), kept });
    expect(checkMeansTypeChoice({ typeId: 11, departureId: null }, otherType)).toEqual([
      blocking("typeId", "means.typeDisabled"),
    ]);
  });
});
