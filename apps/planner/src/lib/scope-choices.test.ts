import type { Authorization } from "@releve/domain";
import { describe, expect, it } from "vitest";
import {
  activities,
  activityManager,
  activityTypes,
  entities,
  entityTypes,
} from "../test/reference-fixtures";
import { changeSelection, scopeChoices, withinChoices } from "./scope-choices";

const reference = { activityTypes, activities, entityTypes, entities };
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
const none = { activityTypeId: null, activityId: null, entityTypeId: null, entityId: null };

const fieldVolunteer: Authorization = {
  role: { code: "V" },
  scopeType: "byFunctions",
  accessRights: {},
  scopes: [{ entityId: 51, activityId: 11 }],
};
const administrator: Authorization = {
  role: { code: "Admin" },
  scopeType: "none",
  accessRights: {},
  scopes: [],
};

describe("the scope choices of the profile", () => {
  it("offers a scope by items its activities, its entities and their descendants, and their types", () => {
    const choices = scopeChoices(activityManager, reference);
    expect(ids(choices.activities)).toEqual([11]);
    expect(ids(choices.activityTypes)).toEqual([1]);
    expect(ids(choices.entities)).toEqual([51, 61]);
    expect(ids(choices.entityTypes)).toEqual([5, 6]);
  });

  it("limits nothing it is not told the pairs of: unrestricted and field staff scopes", () => {
    for (const authorization of [administrator, fieldVolunteer, undefined]) {
      const choices = scopeChoices(authorization, reference);
      expect(ids(choices.activities)).toEqual(ids(activities));
      expect(ids(choices.entities)).toEqual(ids(entities));
    }
  });

  it("clears what the scope does not offer and keeps the rest", () => {
    const choices = scopeChoices(activityManager, reference);
    expect(
      withinChoices({ activityTypeId: 2, activityId: 21, entityTypeId: 6, entityId: 62 }, choices),
    ).toEqual({ activityTypeId: null, activityId: null, entityTypeId: 6, entityId: null });
  });

  it("changes the selection under the domain's filter rule, with no page", () => {
    const withActivity = changeSelection(none, { kind: "activity", id: 21, typeId: 2 });
    expect(withActivity).toEqual({ ...none, activityTypeId: 2, activityId: 21 });
    expect(changeSelection(withActivity, { kind: "activityType", id: 1 })).toEqual({
      ...none,
      activityTypeId: 1,
    });
  });
});
