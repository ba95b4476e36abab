import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { CoreProviders } from "./CoreProviders.tsx";
import { routes } from "./routes.tsx";

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <CoreProviders>
      <RouterProvider router={router} />
    </CoreProviders>
  );
}
