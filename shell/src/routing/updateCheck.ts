import { getRuntimeConfig, REMOTES } from '@teashop/shared';

/** Fingerprint of what is deployed: the shell's build id and each remote's manifest build info. */
export async function deployedFingerprint(fetchImpl: typeof fetch = fetch): Promise<string> {
  const config = getRuntimeConfig();
  const parts: string[] = [];
  const shell = await fetchImpl('/build-meta.json', { cache: 'no-store' })
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
  parts.push(shell);
  for (const remote of REMOTES) {
    const url = config.remotes[remote];
    if (!url) continue;
    const text = await fetchImpl(url, { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : null))
      .then(
        (
          m: {
            metaData?: { buildInfo?: { buildVersion?: string; buildName?: string } };
            exposes?: unknown;
          } | null,
        ) => (m ? JSON.stringify([m.metaData?.buildInfo, m.exposes]) : ''),
      )
      .catch(() => '');
    parts.push(`${remote}:${text}`);
  }
  return parts.join('|');
}

/**
 * About 1 s after start and then every `intervalMs`, compares what is deployed with what was
 * loaded; when it changed, the next navigation becomes a full page load that picks the new code up.
 */
export function startUpdateCheck(onUpdate: () => void, intervalMs = 60_000): () => void {
  let baseline: string | null = null;
  let stopped = false;
  const check = async () => {
    if (stopped) return;
    const current = await deployedFingerprint();
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
