/** Module Federation container name of a remote folder ('mf-catalog' -> 'mf_catalog'). */
export function federationName(remote: string): string {
  return remote.replace(/-/g, '_');
}
