import { useState } from "react";

/**
 * Copies `text` to the clipboard (the Clipboard API; on a page without it, says so), and says
 * «Скопировано» for a moment. For the codes a member keeps (the ballot's tracker).
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [done, setDone] = useState<"copied" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setDone("copied");
    } catch {
      setDone("failed");
    }
    setTimeout(() => setDone(null), 2500);
  }
  return (
    <button type="button" className="button button--ghost button--small" onClick={() => void copy()}>
      {done === "copied" ? "Скопировано" : done === "failed" ? "Не удалось скопировать" : label}
    </button>
  );
}
