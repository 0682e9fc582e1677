import { getRuntimeConfig, REMOTES, type RuntimeConfig } from '@teashop/contracts';

interface ManifestStamp {
  metaData?: { buildInfo?: { buildVersion?: string; buildName?: string } };
  exposes?: unknown;
}

async function fetchJson<T>(fetchImpl: typeof fetch, url: string): Promise<T> {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** What is deployed now: the runtime config and a fingerprint of each remote's manifest. */
export interface Deployed {
  config: Partial<RuntimeConfig>;
  /** Each manifest's build info (a build replaced in place changes it). */
  fingerprint: string;
}

/**
 * What is deployed, or null when something could not be read: that round is skipped rather than
 * taken for a new deployment.
 */
export async function deployed(fetchImpl: typeof fetch = fetch): Promise<Deployed | null> {
  try {
    const config = await fetchJson<Partial<RuntimeConfig>>(fetchImpl, '/runtime-config.json');
    const remotes = config.remotes ?? getRuntimeConfig().remotes;
    const parts = await Promise.all(
      REMOTES.filter((remote) => remotes[remote]).map(async (remote) => {
        const manifest = await fetchJson<ManifestStamp>(fetchImpl, remotes[remote] as string);
        return `${remote}:${JSON.stringify([manifest.metaData?.buildInfo, manifest.exposes])}`;
      }),
    );
    return { config, fingerprint: parts.join('|') };
  } catch {
    return null;
  }
}

/**
 * Whether the shell or a remote was switched since this page loaded: another shell build, or a
 * remote's manifest URL (a release or rollback) that differs from the one the page started with.
 */
export function switchedSinceLoad(now: Partial<RuntimeConfig>, loaded: RuntimeConfig): boolean {
  if (now.buildId && loaded.buildId && now.buildId !== loaded.buildId) return true;
  return REMOTES.some((remote) => (now.remotes?.[remote] ?? '') !== (loaded.remotes[remote] ?? ''));
}

/**
 * About 1 s after start and then every `intervalMs` (the runtime config's `updateCheckMs`, a minute
 * by default), compares what is deployed with what was loaded (versions switched since the page
 * loaded, or a manifest changed since the first check); when it changed, the next navigation
 * becomes a full page load that picks the new code up.
 */
export function startUpdateCheck(
  onUpdate: () => void,
  intervalMs = getRuntimeConfig().updateCheckMs ?? 60_000,
): () => void {
  const loaded = getRuntimeConfig();
  let baseline: string | null = null;
  let stopped = false;
  const check = async () => {
    if (stopped) return;
    const current = await deployed();
    if (current === null) return;
    baseline ??= current.fingerprint;
    if (switchedSinceLoad(current.config, loaded) || current.fingerprint !== baseline) {
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
