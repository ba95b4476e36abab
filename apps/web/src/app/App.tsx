import { Suspense, useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { TextsLoaded } from "../i18n/TextsLoaded.tsx";
import { CoreProviders } from "./CoreProviders.tsx";
import { routes } from "./routes.tsx";

export function App() {
  // Created on the first render, before the language's texts arrive: the page's code loads beside them, not after.
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <CoreProviders>
      <Suspense fallback={null}>
        <TextsLoaded>
          <RouterProvider router={router} />
        </TextsLoaded>
      </Suspense>
    </CoreProviders>
  );
}
