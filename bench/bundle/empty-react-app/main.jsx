// The smallest React application Vite builds: the yardstick the planner's first route is compared with.
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")).render(<h1>Bonjour</h1>);
