export { Navbar, type NavbarProfile, type NavbarProps } from "./Navbar";
