import { createContext, useContext, useEffect, useState } from 'react';

export interface ShellLocation {
  pathname: string;
  search: string;
}

/** The page's URL when the shell renders on the server (there is no window there). */
export const ServerLocationContext = createContext<ShellLocation | null>(null);

const read = (): ShellLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
});

/** The current URL, updated on every single-spa routing event and history change. */
export function useShellLocation(): ShellLocation {
  const serverLocation = useContext(ServerLocationContext);
  const [location, setLocation] = useState<ShellLocation>(() => serverLocation ?? read());
  useEffect(() => {
    const update = () =>
      setLocation((prev) => {
        const next = read();
        return prev.pathname === next.pathname && prev.search === next.search ? prev : next;
      });
    window.addEventListener('popstate', update);
    window.addEventListener('single-spa:routing-event', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('single-spa:routing-event', update);
    };
  }, []);
  return location;
}
