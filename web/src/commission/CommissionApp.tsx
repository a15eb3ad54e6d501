import { useEffect } from "react";
import { getMe } from "../lib/session.ts";
import { usePagePath } from "../shell/RenderedPath.tsx";
import { StandaloneFrame } from "../shell/StandaloneFrame.tsx";
import { CommissionView } from "./CommissionView.tsx";
import { commissionPage } from "./commission-path.ts";
import "../styles/commission.css";

/**
 * The commission member's own shell, like the ballot's (poll/PollApp.tsx): what a member of
 * the счетная комиссия loads from the link in their letter — the login layout's frame (no
 * «Вход»), the progress bar, the offline notice and the commission page, without the router,
 * Apollo Client or the desks. Its code carries the key ceremony's (shared/ballot). Links lead
 * out of it with plain page loads (the default shell context).
 */
export default function CommissionApp() {
  const token = commissionPage(usePagePath()) ?? "";

  useEffect(() => {
    void getMe();
  }, []);

  return (
    <StandaloneFrame signIn={false}>
      <CommissionView token={token} />
    </StandaloneFrame>
  );
}
