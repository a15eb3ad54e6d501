import { useEffect } from "react";
import { appConfig } from "../config.ts";

/** Sets the tab title to «{title} — Диссовет» while the page is shown (screen readers announce it too). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${appConfig.appName}` : appConfig.appName;
  }, [title]);
}
