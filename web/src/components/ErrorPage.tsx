import { Component, type ErrorInfo, type ReactNode } from "react";
import { isChunkLoadError } from "../lib/chunk-guard.ts";
import { errorMessage } from "../lib/errors.ts";
import { useDocumentTitle } from "../lib/useDocumentTitle.ts";
import { ErrorFrame } from "./ErrorFrame.tsx";
import { NotFound } from "./NotFound.tsx";

/** What an error page needs to know of a failure. */
interface ErrorFacts {
  /** HTTP-like status: 404 shows "This page could not be found"; errors without one are 500 (spec §8). */
  status: number;
  /** What went wrong, in Russian. */
  message: string;
  /** The technical message, when it says more than {@link message}. */
  details: string | null;
}

/** The status of an error: its own `status` when it carries one (route errors), otherwise 500 (spec §8). */
export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status <= 599 ? status : 500;
}

function errorFacts(error: unknown): ErrorFacts {
  const status = errorStatus(error);
  const statusText = (error as { statusText?: unknown } | null)?.statusText;
  const message = isChunkLoadError(error)
    ? (error as Error).message
    : typeof statusText === "string" && statusText && !(error instanceof Error)
      ? statusText
      : errorMessage(error);
  const technical = error instanceof Error ? error.message : null;
  return { status, message, details: technical && technical !== message ? technical : null };
}

/**
 * The error page (spec §8): 404 → "This page could not be found" with a link home; any other
 * status (500 for errors without one) → the status, a Russian message, the details and the
 * time (to quote to the administrator, who finds the request in the server log by it).
 */
export function ErrorPage({ error }: { error: unknown }) {
  const facts = errorFacts(error);
  if (facts.status === 404) return <NotFound />;
  return <ServerError facts={facts} />;
}

function ServerError({ facts }: { facts: ErrorFacts }) {
  useDocumentTitle("Ошибка");
  const at = new Date().toLocaleTimeString("ru-RU");
  return (
    <ErrorFrame status={facts.status} title="Не удалось открыть страницу">
      <p className="alert alert--error" role="alert">
        {facts.message}
      </p>
      {facts.details && (
        <details className="error-page__details">
          <summary>Подробности</summary>
          <pre>{facts.details}</pre>
        </details>
      )}
      <p>
        Попробуйте обновить страницу. Если ошибка повторяется, сообщите администратору адрес страницы и время:{" "}
        <span suppressHydrationWarning>{at}</span>.
      </p>
    </ErrorFrame>
  );
}

/**
 * Spec §8: an error while showing the error page. Rendered by {@link ErrorPageBoundary} with
 * plain markup and a plain link, since the app around it may be what failed.
 */
function ErrorPageFailure({ error }: { error: unknown }) {
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <ErrorFrame
      status={500}
      title="An error occurred while showing the error page"
      plain
      home="Go back to home"
    >
      <p role="alert">При показе страницы ошибки произошла еще одна ошибка.</p>
      <details className="error-page__details" open>
        <summary>Подробности</summary>
        <pre>{details}</pre>
      </details>
    </ErrorFrame>
  );
}

/**
 * Catches render errors of its children. Around an error page its fallback is
 * {@link ErrorPageFailure}; around a page (the ballot's shell) it shows the error page.
 */
export class ErrorPageBoundary extends Component<
  { children: ReactNode; fallback?: (error: unknown) => ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? (
      this.props.fallback(this.state.error)
    ) : (
      <ErrorPageFailure error={this.state.error} />
    );
  }
}

/** An error page that falls back to {@link ErrorPageFailure} if it fails itself. */
export function SafeErrorPage({ error }: { error: unknown }) {
  return (
    <ErrorPageBoundary>
      <ErrorPage error={error} />
    </ErrorPageBoundary>
  );
}
