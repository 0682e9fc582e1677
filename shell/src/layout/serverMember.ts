import { useServerValue } from '@teashop/runtime';

/** Key of the signed-in member in the shell's server values. */
export const MEMBER_STATE_KEY = 'shell:member';

/**
 * What the shop server knew of the signed-in member when it rendered the page (from the session
 * cookie): the name the header shows and the cart's count. Never anything secret: it is embedded
 * in the page for hydration.
 */
export interface ServerMember {
  name: string;
  cartCount: number;
}

/** The member the server rendered the page for, or null (a visitor, or not rendered on the server). */
export function useServerMember(): ServerMember | null {
  const value = useServerValue(MEMBER_STATE_KEY);
  if (!value || typeof value !== 'object') return null;
  const { name, cartCount } = value as Partial<ServerMember>;
  if (typeof name !== 'string') return null;
  return { name, cartCount: typeof cartCount === 'number' ? cartCount : 0 };
}
