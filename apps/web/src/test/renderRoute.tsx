import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { CoreProviders } from "../app/CoreProviders.tsx";
import { routes } from "../app/routes.tsx";
import { trackRouter } from "./routers.ts";

/** Renders the real app (its providers, routes, layouts and lazy pages) at `url` in memory. */
export function renderRoute(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  trackRouter(router);
  const view = render(
    <CoreProviders>
      <RouterProvider router={router} />
    </CoreProviders>,
  );
  return { router, ...view };
}
