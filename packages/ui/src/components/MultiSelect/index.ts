export {
  MultiSelect,
  type MultiSelectBaseProps,
  type MultiSelectCollectionProps,
  type MultiSelectProps,
} from "./MultiSelect";
