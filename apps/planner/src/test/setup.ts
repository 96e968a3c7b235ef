import { configure } from "@testing-library/react";

// Waiting for what the user sees (`findBy…`, `waitFor`) gives up after five seconds rather than
// one: on a loaded machine a render can take longer than a second, and a test must not fail
// for it. A test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 5000 });
