// Side-effect module (listed in package.json "sideEffects"): ships the Inter weights the theme uses,
// so every host renders the same glyphs — and visual baselines do not depend on the machine's fonts.
import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
