import { ErrorFrame } from "./ErrorFrame.tsx";

/**
 * The last resort when a page cannot even be put together (spec §8): the browser could not load
 * its shell, or the server failed to render it. Plain text and a plain link, without navbar.
 * @param message what went wrong, in Russian
 */
export function ShellFailure({ message }: { message: string }) {
  return (
    <main id="main" className="main container">
      <ErrorFrame status={500} title="Не удалось открыть страницу" plain>
        <p role="alert">{message}</p>
      </ErrorFrame>
    </main>
  );
}
