export { ProgressBar, type ProgressBarProps } from "./ProgressBar";
export { type ProgressBarSize, progressBarSizes } from "./ProgressBar.css";
