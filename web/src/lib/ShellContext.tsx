import {
  type AnchorHTMLAttributes,
  createContext,
  type FunctionComponent,
  type Ref,
  useContext,
} from "react";

/** What the shared shell pieces (navbar, footer, error pages, the ballot) need of a link. */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An absolute path of the app, e.g. `/polls`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How the current shell links and navigates. The app has several shells (see `main.tsx`): the
 * router app (desks, home, sign-in from its own links), whose links are client-side and prefetch
 * their route's code, and the shells that load without the router (the member's ballot, the
 * commission's page, the sign-in page opened by address), which follow links as plain page loads
 * (the ballot's own two pages excepted). Components shared by them take their links from here.
 */
export interface Shell {
  Link: FunctionComponent<AppLinkProps>;
  /** Goes to an absolute path of the app. */
  navigate(to: string): void | Promise<void>;
}

function PlainLink({ to, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

/** Without a provider: plain anchors and full page loads. */
const plainShell: Shell = {
  Link: PlainLink,
  navigate: (to) => window.location.assign(to),
};

export const ShellContext = createContext<Shell>(plainShell);

/** A link that works in either shell. */
export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(ShellContext);
  return <Link {...props} />;
}

export function useShellNavigate(): Shell["navigate"] {
  return useContext(ShellContext).navigate;
}
