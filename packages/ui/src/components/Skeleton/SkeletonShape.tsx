import { forwardRef } from "react";
import * as styles from "./Skeleton.css";

interface SkeletonShapeCommon {
  /** Extra class names, e.g. sprinkles to place the placeholder in a layout. */
  className?: string;
}

/** Lines of text. */
interface SkeletonTextProps extends SkeletonShapeCommon {
  shape: "text";
  /**
   * How many lines the text it stands for usually takes; the last one is drawn shorter.
   * @default 3
   */
  lines?: number;
}

/** A block: a card, an image, a chart, a calendar cell. */
interface SkeletonBlockProps extends SkeletonShapeCommon {
  shape: "block";
  /**
   * CSS width of the content it stands for (the layout's measure, so any length).
   * @default "100%"
   */
  width?: string;
  /**
   * CSS height of the content it stands for.
   * @default vars.space[12] (3 rem)
   */
  height?: string;
}

/** A circle: an avatar or a round icon button. */
interface SkeletonCircleProps extends SkeletonShapeCommon {
  shape: "circle";
  /**
   * Diameter: `sm` and `md` match the small and regular control heights, `lg` an avatar.
   * @default "md"
   */
  size?: styles.SkeletonCircleSize;
}

/** Props of {@link SkeletonShape}: the shape, and what only makes sense for it. */
export type SkeletonShapeProps = SkeletonTextProps | SkeletonBlockProps | SkeletonCircleProps;

/**
 * One placeholder drawn where content will appear, inside a {@link Skeleton}. Always hidden from
 * assistive technology (`aria-hidden`): grey shapes say nothing; the `Skeleton` around them says
 * "loading" once, in words.
 */
export const SkeletonShape = forwardRef<HTMLSpanElement, SkeletonShapeProps>(
  function SkeletonShape(props, ref) {
    const { className } = props;
    const classes = (recipeClass: string) =>
      className ? `${recipeClass} ${className}` : recipeClass;

    switch (props.shape) {
      case "text": {
        const lines = Math.max(1, props.lines ?? 3);
        return (
          <span ref={ref} aria-hidden="true" className={classes(styles.shape({ shape: "text" }))}>
            {Array.from({ length: lines }, (_, index) => (
              // Identical bars that never reorder: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <span key={index} className={styles.line} />
            ))}
          </span>
        );
      }
      case "block":
        return (
          <span
            ref={ref}
            aria-hidden="true"
            className={classes(styles.shape({ shape: "block" }))}
            style={{
              ...(props.width === undefined ? {} : { width: props.width }),
              ...(props.height === undefined ? {} : { height: props.height }),
            }}
          />
        );
      case "circle":
        return (
          <span
            ref={ref}
            aria-hidden="true"
            className={classes(styles.shape({ shape: "circle", size: props.size ?? "md" }))}
          />
        );
    }
  },
);
