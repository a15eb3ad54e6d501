import { graphql } from "../__generated__";
import type { ProtocolLinks_ProtocolFragment } from "../__generated__/graphql";
import { Link } from "../components/Link.tsx";
import { apiUrl } from "../lib/config.ts";

/** What the defense page needs of the протокол счетной комиссии: where its PDF is. */
export const ProtocolLinks_protocol = graphql(`
  fragment ProtocolLinks_protocol on CountingProtocol {
    pdfPath
  }
`);

/**
 * «Протокол счетной комиссии» (the printable page) and «Скачать PDF» once the poll is closed;
 * before that, a note that the protocol comes with the closing.
 */
export function ProtocolLinks({
  defenseId,
  protocol,
}: {
  defenseId: string;
  protocol: ProtocolLinks_ProtocolFragment | null | undefined;
}) {
  if (!protocol) return null;
  return (
    <div className="protocol-links">
      <Link to={`/desk/secretar/defenses/${defenseId}/protocol`} className="button">
        Протокол счетной комиссии
      </Link>
      {/* The session cookie authorizes the download. */}
      <a href={apiUrl(protocol.pdfPath)} download className="button button--ghost">
        Скачать PDF
      </a>
    </div>
  );
}
