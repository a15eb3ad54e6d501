import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { ErrorFrame } from "./ErrorFrame.tsx";

/** The 404 page body with the spec's exact message and a link home (spec §8). */
export function NotFound() {
  useDocumentTitle("Страница не найдена");
  return (
    <ErrorFrame status={404} title="This page could not be found">
      <p>Страница не найдена: возможно, адрес набран с ошибкой или страница была удалена.</p>
    </ErrorFrame>
  );
}
