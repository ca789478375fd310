/**
 * The two ways the service worker answers, with the network, the cache and the timer passed in
 * (so they are tested with fakes and no waiting).
 */

/**
 * How long a page load waits for the network before the cached shell is shown. A server that is
 * down or a device that is offline fails at once; this is for the network that hangs (a hall's
 * saturated Wi-Fi). The shell is small, so a working network answers well within it.
 */
export const NETWORK_TIMEOUT_MS = 2000;

/** A timer that calls back once after `ms` (`setTimeout` in the worker). */
export type Timer = (fn: () => void, ms: number) => void;

/**
 * Network first for a page: the network's answer when it is `ok` and comes within `timeoutMs`;
 * otherwise (an error, a failed status, or the time is up) the cached shell if there is one. When
 * the time is up and nothing is cached, it keeps waiting for the network; when the network fails
 * and nothing is cached, the network's answer (or error) stands. Resolves or rejects exactly once.
 */
export function networkFirst(
  network: Promise<Response>,
  cached: () => Promise<Response | undefined>,
  timer: Timer,
  timeoutMs: number = NETWORK_TIMEOUT_MS,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let done = false;
    const finish = (r: Response) => {
      if (done) return;
      done = true;
      resolve(r);
    };
    // The cache's answer, or undefined (a cache that fails to answer counts as empty).
    const fromCache = () => cached().catch(() => undefined);
    timer(() => {
      if (done) return;
      void fromCache().then((c) => {
        if (c !== undefined) finish(c);
      });
    }, timeoutMs);
    network.then(
      (r) => {
        if (r.ok) return finish(r);
        void fromCache().then((c) => finish(c ?? r));
      },
      (e: unknown) => {
        void fromCache().then((c) => {
          if (c !== undefined) finish(c);
          else if (!done) {
            done = true;
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        });
      },
    );
  });
}

/** Cache first for an immutable file: the cached copy, else the network (the cache is filled only at install). */
export async function cacheFirst(cached: () => Promise<Response | undefined>, network: () => Promise<Response>): Promise<Response> {
  const c = await cached().catch(() => undefined);
  return c ?? network();
}
