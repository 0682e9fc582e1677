import { REMOTES, type RemoteCode, type RemoteName } from '@teashop/contracts';
import type { RemoteBundle } from './remoteBundles';

/**
 * How the browser loads each remote of the remotes config, as read from the remotes' manifests
 * here (`RuntimeConfig.remoteCode`): the browser then needs no manifest before a remote's entry.
 * A remote whose manifest could not be read is left out: the browser shows its area's fallback.
 */
export async function remoteCodeFor(
  remotes: Partial<Record<RemoteName, string>>,
  bundleOf: (manifestUrl: string) => Promise<Pick<RemoteBundle, 'browserCode'>>,
): Promise<Partial<Record<RemoteName, RemoteCode>>> {
  const found = await Promise.all(
    REMOTES.map(async (remote) => {
      const url = remotes[remote];
      return [remote, url ? (await bundleOf(url)).browserCode : undefined] as const;
    }),
  );
  return Object.fromEntries(found.filter(([, code]) => code !== undefined));
}
