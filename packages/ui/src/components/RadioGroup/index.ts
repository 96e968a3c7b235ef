export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from "./RadioGroup";
export { type RadioGroupOrientation, radioGroupOrientations } from "./RadioGroup.css";
