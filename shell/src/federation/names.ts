/** Module Federation container name of a remote folder ('mf-catalog' -> 'mf_catalog'). */
export function federationName(remote: string): string {
  return remote.replace(/-/g, '_');
}

/** The remote a module request is for ('mf_catalog/spa' -> 'mf-catalog'). */
export function remoteOfRequest(id: string): string {
  return (id.split('/')[0] ?? id).replace(/_/g, '-');
}
