import { useQuery } from "@apollo/client/react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import { loadQuery } from "../../../../apollo/loadQuery.ts";
import { Link } from "../../../../components/Link.tsx";
import { ProtocolDocument } from "../../../../defense/ProtocolDocument.tsx";
import { apiUrl } from "../../../../lib/config.ts";
import { notFound, numericId } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

const SecretarDefenseProtocolQuery = graphql(`
  query SecretarDefenseProtocol($id: ID!) {
    secretarDefense(id: $id) {
      id
      candidate
      protocol {
        pdfPath
        ...ProtocolDocument_protocol
      }
    }
  }
`);

/** Loads a defense's протокол счетной комиссии; a non-numeric or foreign id is a 404. */
export async function secretarProtocolLoader({
  params,
  context,
}: LoaderFunctionArgs): Promise<{ id: string }> {
  const id = numericId(params);
  const data = await loadQuery(context, SecretarDefenseProtocolQuery, { id });
  if (!data.secretarDefense) throw notFound();
  return { id };
}

/**
 * `/desk/secretar/defenses/:id/protocol`: the протокол счетной комиссии as a printable page
 * («Печать», print CSS hides the app around it) with its PDF; a note until the poll is closed.
 */
export function SecretarProtocolPage() {
  const { id } = useLoaderData<typeof secretarProtocolLoader>();
  const { data } = useQuery(SecretarDefenseProtocolQuery, { variables: { id } });
  const defense = data?.secretarDefense;
  useDocumentTitle(defense ? `Протокол счетной комиссии: ${defense.candidate}` : null);
  if (!defense) return null;
  const { protocol } = defense;
  return (
    <section className="page">
      <p className="breadcrumbs">
        <Link to={`/desk/secretar/defenses/${defense.id}`}>← Защита: {defense.candidate}</Link>
      </p>
      {protocol ? (
        <>
          <div className="toolbar no-print">
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              Печать
            </button>
            <a href={apiUrl(protocol.pdfPath)} download className="button">
              Скачать PDF
            </a>
          </div>
          <ProtocolDocument protocol={protocol} />
        </>
      ) : (
        <>
          <h1>Протокол счетной комиссии</h1>
          <p>
            Протокол будет доступен после закрытия голосования, проведенного с избранной счетной комиссией,
            когда большинство комиссии вскроет урну.
          </p>
        </>
      )}
    </section>
  );
}
