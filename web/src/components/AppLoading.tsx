/** Shown while a shell waits for the first answer to who is signed in (the router app, sign-in). */
export function AppLoading() {
  return (
    <p className="app-loading" role="status">
      Загрузка…
    </p>
  );
}
