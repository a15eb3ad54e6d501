import { NotFound } from "../components/NotFound.tsx";

/** `*`: any unmatched address shows the 404 page (spec §8). */
export function NotFoundPage() {
  return <NotFound />;
}
