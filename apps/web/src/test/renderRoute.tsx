import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/AppProviders.tsx";
import { routes } from "../app/routes.tsx";
import { trackRouter } from "./routers.ts";

/** Renders the real app (providers, routes, lazy pages) at `url` in memory. */
export function renderRoute(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  trackRouter(router);
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
