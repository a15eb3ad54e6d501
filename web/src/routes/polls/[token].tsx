import { useParams } from "react-router";
import { PollView } from "../../poll/PollView.tsx";

/**
 * `/polls/:token` in the router app (reached from `/polls` or the home page); a first visit from
 * the email is served by the ballot's own shell (poll/PollApp.tsx) with the same view.
 */
export function PollPage() {
  const { token = "" } = useParams();
  return <PollView token={token} />;
}
