export { Skeleton, type SkeletonProps } from "./Skeleton";
export {
  type SkeletonCircleSize,
  type SkeletonShapeName,
  skeletonCircleSizes,
  skeletonShapes,
} from "./Skeleton.css";
export { SkeletonShape, type SkeletonShapeProps } from "./SkeletonShape";
