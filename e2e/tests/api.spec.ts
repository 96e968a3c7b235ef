import { expect, test } from "@playwright/test";

test("the API refuses a call without a token with the error payload", async ({ request }) => {
  const response = await request.get("/api/Monitoring/Version");
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({
    category: "authentication",
    code: "missingToken",
    data: {},
  });
});

test("appsettings.json tells the planner where the API and the authority are", async ({
  request,
  baseURL,
}) => {
  const settings = await (await request.get("/appsettings.json")).json();
  expect(settings).toMatchObject({
    apiBaseUrl: `${baseURL}/api/`,
    environment: "local",
    pagesUnderDevelopment: [],
    auth: { authority: `${baseURL}/oidc`, protocolMode: "OIDC" },
  });
});

test("the API's OpenAPI document opens in its viewer, listing the calls by resource", async ({
  page,
}) => {
  await page.goto("/api-docs/");
  await expect(page.getByRole("heading", { name: /Relève API/ })).toBeVisible();
  // From 150 lines the viewer draws only what is on screen: the tag filter finds the others.
  await page.getByPlaceholder("Filter by tag").fill("MeansOfIntervention");
  await expect(page.getByRole("heading", { name: /^MeansOfIntervention(?!Type)/ })).toBeVisible();
  await expect(page.getByText("/MeansOfIntervention/Split/{id}")).toBeVisible();
  await page.getByPlaceholder("Filter by tag").fill("OperationalActivity");
  await expect(page.getByRole("heading", { name: "OperationalActivity" })).toBeVisible();
});
