export { StatusLegend, type StatusLegendProps } from "./StatusLegend";
