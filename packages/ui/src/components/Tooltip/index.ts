export {
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
  tooltipDelay,
} from "./Tooltip";
