/** Lets keyboard users jump past the navbar to the page content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Перейти к содержимому
    </a>
  );
}
