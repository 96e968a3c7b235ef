export {
  TagGroup,
  TagGroupItem,
  type TagGroupItemProps,
  type TagGroupProps,
} from "./TagGroup";
