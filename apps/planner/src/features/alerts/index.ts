/** Alerts shown to everyone (spec 01 §2): the current alerts as banners above the page. */
export { CurrentAlerts } from "./components/CurrentAlerts";
