import { appConfig } from "../lib/config.ts";

/** The page footer with the copyright line «© 2023–2025 {университет}» (spec §1), the name from runtime configuration. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="container">
        © {appConfig.copyrightYears} {appConfig.universityName}
      </div>
    </footer>
  );
}
