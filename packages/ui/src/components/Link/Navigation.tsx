import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { RouterProvider } from 'react-aria-components';

type RouterProps = ComponentProps<typeof RouterProvider>;

export interface NavigationProviderProps {
  /** The app router's navigate: every in-app link of the design system calls it. */
  navigate: RouterProps['navigate'];
  /** Turns an in-app path into the address a link shows (a router's basename). */
  useHref?: RouterProps['useHref'];
  children: ReactNode;
}

const NavigateContext = createContext<RouterProps['navigate'] | null>(null);

/**
 * Hands the app's router to the design system's links: RAC's (`Link`, `StatCard`, the sidebar)
 * through RAC's `RouterProvider`, and `PlainLink`, which has no RAC underneath. One provider, so
 * no link can follow another router than the rest.
 */
export function NavigationProvider({ navigate, useHref, children }: NavigationProviderProps) {
  return (
    <NavigateContext value={navigate}>
      <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
        {children}
      </RouterProvider>
    </NavigateContext>
  );
}

/** The navigate of the nearest NavigationProvider, or null (then links load the page). */
export function useLinkNavigate(): RouterProps['navigate'] | null {
  return useContext(NavigateContext);
}
