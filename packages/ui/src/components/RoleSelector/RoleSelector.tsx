import { useLingui } from "@lingui/react/macro";
import { isRoleCode, type RoleCode, roleCodes } from "@releve/domain";
import { forwardRef, type ReactNode, type Ref } from "react";
import type { FieldMessageProps } from "../Field/FieldMessages";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";
import { Select } from "../Select/Select";
import { useRoleLabel } from "./RoleSelectorLabels";

interface RoleSelectorCommonProps extends FieldMessageProps {
  /** The roles the user holds (their authorizations' role codes); shown in the role table's order. */
  roles: readonly RoleCode[];
  /** The active role. */
  value: RoleCode;
  /** Called with the role the person chose. */
  onChange: (role: RoleCode) => void;
  /**
   * Visible label of the field.
   * @default "Rôle actif", in the current language
   */
  label?: ReactNode;
  /** Shown, but the role cannot be changed (`[data-disabled]`). */
  isDisabled?: boolean;
  /** Extra class names on the field's root, next to its own. */
  className?: string;
}

/** Props of {@link RoleSelector}: the full list of radio buttons, or a compact select. */
export type RoleSelectorProps = RoleSelectorCommonProps &
  (
    | {
        /**
         * `full` lists every role as a radio button; `compact` is a one-line select.
         * @default "full"
         */
        variant?: "full";
        UNSTABLE_portalContainer?: never;
      }
    | {
        /** `compact`: a one-line select, for a side pane or a toolbar. */
        variant: "compact";
        /** Element the list is rendered into instead of `document.body`. */
        UNSTABLE_portalContainer?: Element | undefined;
      }
  );

/**
 * The active role picker (spec 01 §6: a user may hold several authorizations; the active one is
 * chosen by its role code, on the profile page): the user's roles with their translated labels.
 * `full` is a {@link RadioGroup} (every role in view, arrow keys move and choose), `compact` a
 * {@link Select}. The forwarded ref points at the group or at the select's button.
 */
export const RoleSelector = forwardRef<HTMLDivElement | HTMLButtonElement, RoleSelectorProps>(
  function RoleSelector(
    { roles, value, onChange, label, variant = "full", UNSTABLE_portalContainer, ...props },
    ref,
  ) {
    const { t } = useLingui();
    const roleLabel = useRoleLabel();
    const shown = roleCodes.filter((code) => roles.includes(code));
    const fieldLabel =
      label ??
      t({
        comment: "Label of the field choosing which of the user's roles is active.",
        message: "Rôle actif",
      });
    const choose = (key: unknown) => {
      if (isRoleCode(key)) onChange(key);
    };

    if (variant === "compact") {
      return (
        <Select
          {...props}
          ref={ref as Ref<HTMLButtonElement>}
          label={fieldLabel}
          value={value}
          onChange={choose}
          options={shown.map((code) => ({ id: code, label: roleLabel(code) }))}
          UNSTABLE_portalContainer={UNSTABLE_portalContainer}
        />
      );
    }
    return (
      <RadioGroup
        {...props}
        ref={ref as Ref<HTMLDivElement>}
        label={fieldLabel}
        value={value}
        onChange={choose}
      >
        {shown.map((code) => (
          <Radio key={code} value={code}>
            {roleLabel(code)}
          </Radio>
        ))}
      </RadioGroup>
    );
  },
);
