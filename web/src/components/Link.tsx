import { type FocusEvent, type MouseEvent, useCallback, useEffect, useRef } from "react";
import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useResolvedPath,
} from "react-router";
import { canPrefetch, prefetchRoute } from "../lib/prefetch.ts";

/**
 * Prefetches the code of the route behind `to` when the link is hovered or focused, or once it
 * scrolls into view (spec §9: not on 2g connections or with the data saver on).
 * @returns props to spread on the anchor (they call the caller's own handlers too)
 */
function usePrefetch(
  to: LinkProps["to"],
  own: {
    onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void;
    onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
  },
) {
  const { pathname } = useResolvedPath(to);
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined" || !canPrefetch()) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        prefetchRoute(pathname);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);

  const { onMouseEnter, onFocus } = own;
  return {
    ref,
    onMouseEnter: useCallback(
      (event: MouseEvent<HTMLAnchorElement>) => {
        prefetchRoute(pathname);
        onMouseEnter?.(event);
      },
      [pathname, onMouseEnter],
    ),
    onFocus: useCallback(
      (event: FocusEvent<HTMLAnchorElement>) => {
        prefetchRoute(pathname);
        onFocus?.(event);
      },
      [pathname, onFocus],
    ),
  };
}

/** react-router's `Link` that prefetches its route's code (see {@link usePrefetch}). */
export function Link(props: LinkProps) {
  const prefetch = usePrefetch(props.to, props);
  return <RouterLink {...props} {...prefetch} />;
}

/** react-router's `NavLink` that prefetches its route's code (see {@link usePrefetch}). */
export function NavLink(props: NavLinkProps) {
  const prefetch = usePrefetch(props.to, props);
  return <RouterNavLink {...props} {...prefetch} />;
}
