import { getRuntimeConfig, REMOTES, type RemoteCode, type RuntimeConfig } from '@teashop/contracts';

/**
 * What is deployed now (the runtime config, with each remote's build as the shop server read it),
 * or null when it could not be read: that round is skipped rather than taken for a new deployment.
 */
export async function deployed(
  fetchImpl: typeof fetch = fetch,
): Promise<Partial<RuntimeConfig> | null> {
  try {
    const response = await fetchImpl('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) return null;
    return (await response.json()) as Partial<RuntimeConfig>;
  } catch {
    return null;
  }
}

/** What identifies a remote's code: its build, or why it is refused. */
const stampOf = (code: RemoteCode | undefined) =>
  code === undefined ? '' : 'refused' in code ? `refused:${code.refused}` : code.version;

/**
 * Whether the shell or a remote changed since this page loaded: another shell build, a remote's
 * manifest URL switched (a release or rollback), or a remote's build replaced in place (another
 * version of its manifest, as the shop server read it).
 */
export function switchedSinceLoad(now: Partial<RuntimeConfig>, loaded: RuntimeConfig): boolean {
  if (now.buildId && loaded.buildId && now.buildId !== loaded.buildId) return true;
  return REMOTES.some(
    (remote) =>
      (now.remotes?.[remote] ?? '') !== (loaded.remotes[remote] ?? '') ||
      stampOf(now.remoteCode?.[remote]) !== stampOf(loaded.remoteCode?.[remote]),
  );
}

/**
 * About 1 s after start and then every `intervalMs` (the runtime config's `updateCheckMs`, a minute
 * by default), compares what is deployed with what the page loaded: one request, the runtime
 * config. When it changed, the next navigation becomes a full page load that picks the new code up.
 */
export function startUpdateCheck(
  onUpdate: () => void,
  intervalMs = getRuntimeConfig().updateCheckMs ?? 60_000,
): () => void {
  const loaded = getRuntimeConfig();
  let stopped = false;
  const check = async () => {
    if (stopped) return;
    const current = await deployed();
    if (current !== null && switchedSinceLoad(current, loaded)) {
      onUpdate();
      stopped = true;
    }
  };
  const first = window.setTimeout(() => void check(), 1000);
  const timer = window.setInterval(() => void check(), intervalMs);
  return () => {
    stopped = true;
    window.clearTimeout(first);
    window.clearInterval(timer);
  };
}
