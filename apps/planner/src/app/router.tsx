import { createBrowserRouter, Navigate } from "react-router-dom";
import { MainLayout } from "./layouts/MainLayout";
import { PageLoading } from "./PageLoading";

/**
 * The routes of spec 01 §2, in history mode. Pages are loaded on demand; routes of features not
 * built yet are not registered, so they fall to the 404 page.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <MainLayout />,
      // Shown while the first page's code arrives.
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        {
          path: "home",
          lazy: async () => ({ Component: (await import("./routes/HomePage")).HomePage }),
        },
        {
          path: "*",
          lazy: async () => ({ Component: (await import("./routes/NotFoundPage")).NotFoundPage }),
        },
      ],
    },
  ]);
}
