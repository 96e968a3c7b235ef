import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyRow } from "../../storybook/storyFrame.css";
import { Icon } from "./Icon";
import { iconSizes } from "./Icon.css";
import { iconGallery, iconTile } from "./Icon.stories.css";
import { iconNames } from "./icons";

const meta = {
  title: "Foundations/Icons",
  component: Icon,
  args: { name: "calendar" },
  argTypes: {
    name: { control: "select", options: iconNames },
    size: { control: "inline-radio", options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("svg");
    await expect(svg?.getAttribute("aria-hidden")).toBe("true");
  },
};

/** With a label, the icon is an image with that name. */
export const Labelled: Story = {
  args: { name: "vehicle", label: "Véhicule" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Véhicule" })).toBeVisible();
  },
};

/** The three sizes, relative to the text they sit in. */
export const Sizes: Story = {
  render: (args) => (
    <div className={storyRow}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Every icon of the set, with its name. */
export const Gallery: Story = {
  render: (args) => (
    <ul className={iconGallery}>
      {iconNames.map((name) => (
        <li key={name} className={iconTile}>
          <Icon {...args} name={name} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
