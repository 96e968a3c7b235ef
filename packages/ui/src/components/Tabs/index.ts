export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
  type TabWithCountProps,
  type TabWithoutCountProps,
} from "./Tabs";
export { type TabsOrientation, tabsOrientations } from "./Tabs.css";
