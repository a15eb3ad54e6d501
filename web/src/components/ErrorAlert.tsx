/**
 * What went wrong with the last action (the server's message, errorMessage in lib/errors.ts),
 * announced at once (`role="alert"`); nothing while there is none. A form's own message above
 * its fields is FormError (forms/Field.tsx).
 */
export function ErrorAlert({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p className="alert alert--error" role="alert">
      {error}
    </p>
  );
}
