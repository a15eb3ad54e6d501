import { skipToken, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { graphql } from "../../__generated__";
import { client } from "../../apollo/client.ts";
import { errorMessage } from "../../lib/errors.ts";
import { formatDateTime } from "../../lib/format.ts";
import { degreeSought } from "../../lib/labels.ts";
import { useDocumentTitle } from "../../lib/useDocumentTitle.ts";
import { BallotForm } from "../../poll/BallotForm.tsx";

const PollQuery = graphql(`
  query Poll($token: String!) {
    poll(token: $token) {
      status
      deadline
      voted
      defense {
        candidate
        thesisTitle
        degree
        scienceBranch
        specialty {
          code
          name
        }
        defenseAt
        place
        boardCode
        boardName
      }
      questions {
        id
        text
        choices
      }
    }
  }
`);

/** Shown when the server found no ballot but gave no reason. */
const UNKNOWN_LINK = "Ссылка недействительна: приглашение не найдено. Проверьте последнее письмо.";

/**
 * Loads the ballot behind the token, always from the network (a vote may have been cast
 * elsewhere). A failure is not a route error: the member must read the server's reason
 * (an unknown or replaced link, NOT_FOUND) and what to do next.
 */
export async function pollLoader({
  params,
}: LoaderFunctionArgs): Promise<{ token: string; error: string | null }> {
  const token = params.token ?? "";
  try {
    const { data } = await client.query({
      query: PollQuery,
      variables: { token },
      fetchPolicy: "network-only",
    });
    return { token, error: data?.poll ? null : UNKNOWN_LINK };
  } catch (error) {
    return { token, error: errorMessage(error) };
  }
}

/** `/polls/:token`: the member's secret ballot for one defense. */
export function PollPage() {
  const { token, error } = useLoaderData<typeof pollLoader>();
  const { data } = useQuery(PollQuery, error ? skipToken : { variables: { token } });
  const [accepted, setAccepted] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  useDocumentTitle("Бюллетень");

  useEffect(() => {
    if (accepted) confirmation.current?.focus();
  }, [accepted]);

  if (error) {
    return (
      <section className="page page--narrow">
        <h1>Бюллетень недоступен</h1>
        <p className="alert alert--error" role="alert">
          {error}
        </p>
        <p>
          Если вы получили несколько писем, откройте ссылку из последнего: при повторной рассылке прежняя
          ссылка перестает действовать. Если не получается, обратитесь к ученому секретарю совета.
        </p>
        <p>
          <Link to="/polls">Ввести ссылку или код заново</Link>
        </p>
      </section>
    );
  }
  const poll = data?.poll;
  if (!poll) return null;
  const { defense } = poll;

  return (
    <section className="page page--narrow ballot">
      <h1>Бюллетень тайного голосования</h1>
      <dl className="facts facts--stacked">
        <dt>Диссертационный совет</dt>
        <dd>
          {defense.boardCode} {defense.boardName}
        </dd>
        <dt>Соискатель</dt>
        <dd>{defense.candidate}</dd>
        <dt>Тема диссертации</dt>
        <dd>{defense.thesisTitle}</dd>
        <dt>Ученая степень</dt>
        <dd>{degreeSought(defense.degree, defense.scienceBranch)}</dd>
        <dt>Специальность</dt>
        <dd>
          {defense.specialty.code} {defense.specialty.name}
        </dd>
        <dt>Дата и время заседания</dt>
        <dd>{formatDateTime(defense.defenseAt)}</dd>
        {defense.place && (
          <>
            <dt>Место</dt>
            <dd>{defense.place}</dd>
          </>
        )}
      </dl>

      {poll.status === "OPEN" && poll.deadline && (
        <p className="ballot__deadline">Голосование открыто до {formatDateTime(poll.deadline)}</p>
      )}

      {accepted ? (
        <div ref={confirmation} className="alert alert--success alert--big" role="status" tabIndex={-1}>
          Ваш голос принят. Спасибо!
        </div>
      ) : poll.voted || poll.status !== "OPEN" ? (
        <div className="alert alert--big" role="status">
          {poll.voted && <p>Вы уже проголосовали по этой ссылке.</p>}
          {poll.status === "CLOSED" && <p>Голосование закрыто.</p>}
          {poll.status === "ANNULLED" && <p>Голосование аннулировано.</p>}
          {poll.status === "DRAFT" && <p>Голосование еще не открыто.</p>}
        </div>
      ) : (
        <BallotForm token={token} questions={poll.questions} onAccepted={() => setAccepted(true)} />
      )}
    </section>
  );
}
