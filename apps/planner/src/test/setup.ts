import { configure } from "@testing-library/react";
import { loadFeatureMessages } from "../lib/i18n";

// Waiting for what the user sees (`findBy…`, `waitFor`) gives up after five seconds rather than
// one: on a loaded machine a render can take longer than a second, and a test must not fail
// for it. A test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 5000 });

// A test renders a feature's parts without its route, which loads the feature's words (and the
// kit's parts' it uses) in the product: all of them follow the language the tests activate.
const features = new Set(
  Object.keys(
    import.meta.glob(["../features/*/locales/fr/messages.ts", "../lib/*/locales/fr/messages.ts"]),
  ).map((path) => path.split("/")[2] as string),
);
await Promise.all([...features].map((feature) => loadFeatureMessages(feature)));
