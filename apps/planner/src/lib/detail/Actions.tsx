import { Button, IconButton, type IconName, Link, Menu, MenuItem, MenuTrigger } from "@releve/ui";
import * as styles from "./detail.css";

/** An action offered on a thing: its words, where it leads (a page) or nothing (a dialog). */
export interface ActionItem<Key extends string> {
  key: Key;
  label: string;
  icon: IconName;
  /** The page it opens; without it, it opens its dialog. */
  href?: string;
  /** Whether it destroys something: shown in the danger colour, its dialog saying what. */
  isDestructive: boolean;
}

/**
 * A row's menu of actions (design system `Menu`): the button is named after the thing
 * (`label`), so each row's says which; a page opens as a link, a dialog through `onAction`.
 */
export function ActionsMenu<Key extends string>(props: {
  items: readonly ActionItem<Key>[];
  label: string;
  onAction: (key: Key) => void;
}) {
  return (
    <MenuTrigger>
      <IconButton icon="more" size="sm" variant="quiet" aria-label={props.label} />
      <Menu items={props.items} onAction={(key) => props.onAction(key as Key)}>
        {(item) => (
          <MenuItem
            id={item.key}
            icon={item.icon}
            variant={item.isDestructive ? "danger" : "default"}
            {...(item.href ? { href: item.href } : {})}
          >
            {item.label}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}

/**
 * A page's actions in sight: the pages (edit, copy) as links, the changes as buttons opening
 * their dialogs, `primary` (the thing's next step) stressed; nothing for a role that may do
 * nothing.
 */
export function ActionBar<Key extends string>(props: {
  items: readonly ActionItem<Key>[];
  onAction: (key: Key) => void;
  primary?: readonly Key[];
}) {
  if (props.items.length === 0) return null;
  return (
    <div className={styles.bar}>
      {props.items.map((item) =>
        item.href ? (
          <Link key={item.key} href={item.href} variant="standalone" className={styles.barLink}>
            {item.label}
          </Link>
        ) : (
          <Button
            key={item.key}
            variant={props.primary?.includes(item.key) ? "primary" : "secondary"}
            onPress={() => props.onAction(item.key)}
          >
            {item.label}
          </Button>
        ),
      )}
    </div>
  );
}
