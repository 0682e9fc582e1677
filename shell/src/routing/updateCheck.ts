import { getRuntimeConfig, REMOTES, type RuntimeConfig } from '@teashop/shared';

interface ManifestStamp {
  metaData?: { buildInfo?: { buildVersion?: string; buildName?: string } };
  exposes?: unknown;
}

async function fetchJson<T>(fetchImpl: typeof fetch, url: string): Promise<T> {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Fingerprint of what is deployed: the shell's build id, the manifest URL of each remote (a release
 * or rollback switches it to another version) and each manifest's build info (a build replaced in
 * place). Null when something could not be read: that round is skipped rather than taken for a
 * new deployment.
 */
export async function deployedFingerprint(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const config = await fetchJson<Partial<RuntimeConfig>>(fetchImpl, '/runtime-config.json');
    const remotes = config.remotes ?? getRuntimeConfig().remotes;
    const parts = await Promise.all(
      REMOTES.filter((remote) => remotes[remote]).map(async (remote) => {
        const url = remotes[remote] as string;
        const manifest = await fetchJson<ManifestStamp>(fetchImpl, url);
        return `${remote}:${url}:${JSON.stringify([manifest.metaData?.buildInfo, manifest.exposes])}`;
      }),
    );
    return [config.buildId ?? '', ...parts].join('|');
  } catch {
    return null;
  }
}

/**
 * About 1 s after start and then every `intervalMs` (the runtime config's `updateCheckMs`, a minute
 * by default), compares what is deployed with what was loaded; when it changed, the next navigation
 * becomes a full page load that picks the new code up.
 */
export function startUpdateCheck(
  onUpdate: () => void,
  intervalMs = getRuntimeConfig().updateCheckMs ?? 60_000,
): () => void {
  let baseline: string | null = null;
  let stopped = false;
  const check = async () => {
    if (stopped) return;
    const current = await deployedFingerprint();
    if (current === null) return;
    if (baseline === null) baseline = current;
    else if (current !== baseline) {
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
