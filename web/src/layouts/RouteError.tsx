import { useRouteError } from "react-router";
import { SafeErrorPage } from "../components/ErrorPage.tsx";

/**
 * The error element of every layout: a 404 route error (unknown page, an id that fails the
 * route's validation, a missing record) shows "This page could not be found"; anything else
 * the 500 page (spec §8).
 */
export function RouteError() {
  return <SafeErrorPage error={useRouteError()} />;
}

/** The root route's error element: the shell itself failed, so render without navbar or footer. */
export function RootError() {
  return (
    <main id="main" className="main container">
      <SafeErrorPage error={useRouteError()} />
    </main>
  );
}
