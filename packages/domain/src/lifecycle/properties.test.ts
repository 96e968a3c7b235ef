import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activityStatuses,
  alertStatuses,
  meansStatuses,
  registrationStatuses,
  scheduleChangeStatuses,
} from "../enums.js";
import { activityAllowedActions, activityMachine, activityTransition } from "./activity.js";
import { alertAllowedActions, alertMachine, alertTransition } from "./alert.js";
import { actionsOf, allowedActions, isIrreversible, type Machine, transition } from "./machine.js";
import { meansAllowedActions, meansMachine, meansTransition } from "./means.js";
import {
  type RegistrationState,
  registrationAllowedActions,
  registrationLifecycleStatus,
  registrationLifecycleStatuses,
  registrationMachine,
  registrationTransition,
} from "./registration.js";
import {
  scheduleChangeAllowedActions,
  scheduleChangeMachine,
  scheduleChangeTransition,
} from "./schedule-change.js";

const numRuns = 1000;

/**
 * A walk through a machine: each step either picks among the allowed actions (so walks go deep)
 * or any action at all (so refusals are exercised too).
 */
const stepsArbitrary = fc.array(fc.tuple(fc.boolean(), fc.nat()), { maxLength: 40 });

function pick<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

/** The three lifecycle properties, for one machine, against the enum the entity uses. */
function lifecycleProperties<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  enumValues: readonly string[],
) {
  const statusArbitrary = fc.constantFrom(...machine.statuses);
  const actionArbitrary = fc.constantFrom(...actionsOf(machine));

  it("never returns to a status an irreversible action was allowed from, once applied", () => {
    fc.assert(
      fc.property(statusArbitrary, stepsArbitrary, (start, steps) => {
        let status = start;
        const leftBehind = new Set<Status>();
        for (const [amongAllowed, index] of steps) {
          const candidates = amongAllowed ? allowedActions(machine, status) : actionsOf(machine);
          const action = pick(candidates, index);
          if (action === undefined) break;
          const result = transition(machine, status, action);
          if (!result.ok) continue;
          status = result.status;
          if (isIrreversible(machine, action)) {
            for (const from of machine.transitions[action].from) leftBehind.add(from);
          }
          expect(leftBehind.has(status)).toBe(false);
        }
      }),
      { numRuns },
    );
  });

  it("only ever produces statuses of the entity's enum", () => {
    fc.assert(
      fc.property(statusArbitrary, actionArbitrary, (status, action) => {
        const result = transition(machine, status, action);
        if (result.ok) expect(enumValues).toContain(result.status);
      }),
      { numRuns },
    );
  });

  it("allows exactly the actions that transition accepts, and refuses the others by status", () => {
    fc.assert(
      fc.property(statusArbitrary, actionArbitrary, (status, action) => {
        const result = transition(machine, status, action);
        expect(allowedActions(machine, status).includes(action)).toBe(result.ok);
        if (!result.ok) {
          expect(result.error).toMatchObject({
            category: machine.category,
            code: "unexpectedStatus",
            data: { status, action },
          });
        }
      }),
      { numRuns },
    );
  });

  it("has at least one irreversible action, each of which changes the status", () => {
    expect(machine.irreversible.length).toBeGreaterThan(0);
    for (const action of machine.irreversible) {
      const { from, to } = machine.transitions[action];
      expect(from).not.toContain(to);
    }
  });
}

describe("operational activity lifecycle properties (spec 01 §4)", () => {
  lifecycleProperties(activityMachine, activityStatuses);
});

describe("means of intervention lifecycle properties (spec 01 §4)", () => {
  lifecycleProperties(meansMachine, meansStatuses);
});

describe("registration lifecycle properties (spec 02 §4)", () => {
  // `none` is the registration before it exists: never a target. The entity-level walk below
  // checks that every target decodes to a status of the enum.
  lifecycleProperties(
    registrationMachine,
    registrationLifecycleStatuses.filter((status) => status !== "none"),
  );
});

describe("schedule change lifecycle properties (spec 01 §4)", () => {
  lifecycleProperties(scheduleChangeMachine, scheduleChangeStatuses);
});

describe("alert lifecycle properties (spec 01 §4)", () => {
  lifecycleProperties(alertMachine, alertStatuses);
});

describe("entity-level lifecycle properties", () => {
  const registrationArbitrary: fc.Arbitrary<RegistrationState | null> = fc.option(
    fc.record({ status: fc.constantFrom(...registrationStatuses), isProposed: fc.boolean() }),
  );

  it("a registration walk yields enum statuses, flags only pending and rejected, never goes back", () => {
    fc.assert(
      fc.property(registrationArbitrary, stepsArbitrary, (start, steps) => {
        let registration = start;
        const leftBehind = new Set<string>();
        for (const [amongAllowed, index] of steps) {
          const candidates = amongAllowed
            ? registrationAllowedActions(registration)
            : actionsOf(registrationMachine);
          const action = pick(candidates, index);
          if (action === undefined) break;
          const result = registrationTransition(registration, action, {
            comment: "Malade",
            rejectionReason: "absence",
          });
          if (!result.ok) continue;
          registration = { status: result.status, isProposed: result.isProposed };
          expect(registrationStatuses).toContain(result.status);
          if (result.isProposed) expect(["pending", "rejected"]).toContain(result.status);
          if (isIrreversible(registrationMachine, action)) {
            for (const from of registrationMachine.transitions[action].from) leftBehind.add(from);
          }
          expect(leftBehind.has(registrationLifecycleStatus(registration))).toBe(false);
        }
      }),
      { numRuns },
    );
  });

  it("a registration allows exactly the actions registrationTransition accepts", () => {
    fc.assert(
      fc.property(
        registrationArbitrary,
        fc.constantFrom(...actionsOf(registrationMachine)),
        (registration, action) => {
          const result = registrationTransition(registration, action, {
            comment: "Malade",
            rejectionReason: "absence",
          });
          expect(registrationAllowedActions(registration).includes(action)).toBe(result.ok);
        },
      ),
      { numRuns },
    );
  });

  it("a means allows exactly the actions meansTransition accepts, split state included", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...meansStatuses),
        fc.option(fc.nat()),
        fc.constantFrom(...actionsOf(meansMachine)),
        (status, splitSiblingId, action) => {
          const means = { status, splitSiblingId };
          expect(meansAllowedActions(means).includes(action)).toBe(
            meansTransition(means, action).ok,
          );
        },
      ),
      { numRuns },
    );
  });

  it("activities, schedule changes and alerts allow exactly what their transition accepts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...activityStatuses),
        fc.constantFrom(...actionsOf(activityMachine)),
        fc.constantFrom(...scheduleChangeStatuses),
        fc.constantFrom(...actionsOf(scheduleChangeMachine)),
        fc.boolean(),
        fc.constantFrom(...actionsOf(alertMachine)),
        (activity, activityAction, change, changeAction, isActive, alertAction) => {
          expect(activityAllowedActions({ status: activity }).includes(activityAction)).toBe(
            activityTransition({ status: activity }, activityAction).ok,
          );
          expect(scheduleChangeAllowedActions({ status: change }).includes(changeAction)).toBe(
            scheduleChangeTransition({ status: change }, changeAction).ok,
          );
          expect(alertAllowedActions({ isActive }).includes(alertAction)).toBe(
            alertTransition({ isActive }, alertAction).ok,
          );
        },
      ),
      { numRuns },
    );
  });
});
