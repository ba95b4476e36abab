const routers = new Set<{ dispose: () => void }>();

/** Remembers a router a test made, for disposeRouters. */
export function trackRouter(router: { dispose: () => void }): void {
  routers.add(router);
}

/** Stops every router a test made, so no lazy route or navigation of a finished test settles later. */
export function disposeRouters(): void {
  for (const router of routers) router.dispose();
  routers.clear();
}
