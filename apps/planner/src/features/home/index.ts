/** The start page, by kind of user (route `home`). */
export { HomePage } from "./routes/HomePage";
