import type { ReactNode } from "react";
import { ErrorPageBoundary, SafeErrorPage } from "../components/ErrorPage.tsx";
import { Frame } from "../components/Frame.tsx";
import { OfflineBanner } from "../components/OfflineBanner.tsx";
import { ProgressBar } from "../components/ProgressBar.tsx";

/**
 * What each shell without the router (the ballot, the commission's page, the sign-in page; see
 * main.tsx) puts around its page, as the router app's root layout does: the progress bar, the
 * offline notice, the login layout's frame (navbar and footer) and an error boundary that shows
 * the error page (spec §8) inside the frame. `resetKey` renders a fresh boundary when it changes
 * (the ballot's shell: a new page); `signIn` false hides «Вход» (a member needs no sign-in).
 */
export function StandaloneFrame({
  signIn = true,
  resetKey,
  children,
}: {
  signIn?: boolean;
  resetKey?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ProgressBar />
      <OfflineBanner />
      <Frame signIn={signIn}>
        <ErrorPageBoundary key={resetKey} fallback={(error) => <SafeErrorPage error={error} />}>
          {children}
        </ErrorPageBoundary>
      </Frame>
    </>
  );
}
