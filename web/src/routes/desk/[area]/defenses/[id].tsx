import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import type { ComponentType } from "react";
import { useLoaderData } from "react-router";
import { graphql } from "../../../../__generated__";
import type { DefenseForm_DefenseFragment, PollStatus } from "../../../../__generated__/graphql";
import { FactsEditor } from "../../../../admin/FactsEditor.tsx";
import { objectLoader } from "../../../../apollo/loadQuery.ts";
import { type LiveStatus, useLive } from "../../../../apollo/useLive.ts";
import { Breadcrumb } from "../../../../components/Breadcrumb.tsx";
import { DefenseFacts } from "../../../../components/DefenseFacts.tsx";
import { FromNow } from "../../../../components/FromNow.tsx";
import { Link } from "../../../../components/Link.tsx";
import { DefenseForm } from "../../../../defense/DefenseForm.tsx";
import { defenseValues } from "../../../../defense/defenseFormValues.ts";
import { PollSummary } from "../../../../defense/PollSummary.tsx";
import { Sitting } from "../../../../defense/Sitting.tsx";
import {
  useArchiveDefenseMutation,
  useUpdateDefenseMutation,
} from "../../../../defense/useDefenseMutations.ts";
import { type DeskArea, deskAreas } from "../../../../layouts/deskAreas.ts";
import { formatDateTime } from "../../../../lib/format.ts";
import type { RouteModule } from "../../../../lib/route.ts";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle.ts";

/** Everything the admin's page shows of the defense: in its query and in each live answer. */
export const AdminDefensePage_defense = graphql(`
  fragment AdminDefensePage_defense on Defense {
    id
    ...DefenseForm_defense
    resultPolls {
      ...PollSummary_resultPolls
    }
    encryption {
      ...PollSummary_encryption
    }
  }
`);

const AdminDefensePageQuery = graphql(`
  query AdminDefensePage($id: ID!) {
    adminDefense(id: $id) {
      ...AdminDefensePage_defense
    }
  }
`);

/** The defense as it changes (its vote, the commission's work, the count): at once, then after every change (lib/live.ts). */
const AdminDefenseChangedSubscription = graphql(`
  subscription AdminDefenseChanged($id: ID!) {
    adminDefenseChanged(id: $id) {
      ...AdminDefensePage_defense
    }
  }
`);

/** Everything the secretary's page shows of the defense: in its query and in each live answer. */
export const SecretarDefensePage_defense = graphql(`
  fragment SecretarDefensePage_defense on Defense {
    id
    ...DefenseForm_defense
    ...Sitting_defense
  }
`);

const SecretarDefenseQuery = graphql(`
  query SecretarDefense($id: ID!) {
    secretarDefense(id: $id) {
      ...SecretarDefensePage_defense
    }
  }
`);

/**
 * The defense as it changes (the roll, the commission's ceremony, turnout, delivery, the close,
 * the count, the protocol): once at once, then after every change of its sitting, whoever made
 * it and on whichever instance (lib/live.ts). Each answer lands on the cached Defense, so the
 * page's query re-renders with it.
 */
const SecretarDefenseChangedSubscription = graphql(`
  subscription SecretarDefenseChanged($id: ID!) {
    secretarDefenseChanged(id: $id) {
      ...SecretarDefensePage_defense
    }
  }
`);

/** What the page shows in both areas: the facts (and the form's values) and the vote's state. */
type PageDefense = DefenseForm_DefenseFragment & { resultPolls: { status: PollStatus } };

/** How one area's page reads its defense and what it shows below the facts. */
interface AreaDefensePage<TData, D extends PageDefense> {
  /** The area's query of the defense (its role's root field: `adminDefense`, `secretarDefense`). */
  query: TypedDocumentNode<TData, { id: string }>;
  /** The same defense as it changes, its answers landing in the cache the query reads. */
  live: TypedDocumentNode<unknown, { id: string }>;
  /** The defense in the query's answer; none when the server found none the role may see. */
  defense: (data: TData) => D | null | undefined;
  /** Whether the area archives defenses (and so shows their history): the admin's. */
  archives: boolean;
  /** The page below the facts: the secretary's sitting, the admin's summary of the vote. */
  Body: ComponentType<{ defense: D; live: LiveStatus }>;
}

/** The page in each area: the admin's shows the vote read only, the secretary's runs the sitting. */
export const defensePages: Record<DeskArea, RouteModule> = {
  admin: defensePage("admin", {
    query: AdminDefensePageQuery,
    live: AdminDefenseChangedSubscription,
    defense: (data) => data.adminDefense,
    archives: true,
    Body: ({ defense, live }) => (
      <PollSummary results={defense.resultPolls} encryption={defense.encryption} live={live} />
    ),
  }),
  secretar: defensePage("secretar", {
    query: SecretarDefenseQuery,
    live: SecretarDefenseChangedSubscription,
    defense: (data) => data.secretarDefense,
    archives: false,
    Body: ({ defense, live }) => <Sitting defense={defense} live={live} />,
  }),
};

/**
 * `/desk/<area>/defenses/:id` (a non-numeric id, or one the area's role may not see, is a 404):
 * the defense's facts with «Изменить данные защиты» (the area's councils only), then the
 * area's part (`Body`). The admin also archives and restores it and opens its history.
 */
function defensePage<TData, D extends PageDefense>(
  area: DeskArea,
  page: AreaDefensePage<TData, D>,
): RouteModule {
  function DefensePage() {
    const { id } = useLoaderData<{ id: string }>();
    const { data } = useQuery(page.query, { variables: { id } });
    const live = useLive(page.live, { id });
    const [updateDefense] = useUpdateDefenseMutation();
    const [archiveDefense, { loading: archiving }] = useArchiveDefenseMutation();
    const defense = data ? page.defense(data) : null;
    useDocumentTitle(defense ? `Защита: ${defense.candidate}` : null);
    if (!defense) return null;
    const { home } = deskAreas[area];
    const status = defense.resultPolls.status;
    // How far off the sitting is, only until the vote is over: after it, «через 7 дней» would
    // contradict the vote already held.
    const over = status === "CLOSED" || status === "ANNULLED";
    return (
      <section className="page">
        <Breadcrumb to={`${home}/defenses`}>Все защиты</Breadcrumb>
        <h1>
          Защита диссертации: {defense.candidate}
          {defense.archived && <span className="badge badge--annulled heading-badge">в архиве</span>}
        </h1>
        <DefenseFacts
          defense={defense}
          sitting={{
            when: (
              <>
                {formatDateTime(defense.defenseAt)}
                {!over && (
                  <span className="muted">
                    {" "}
                    (<FromNow value={defense.defenseAt} />)
                  </span>
                )}
              </>
            ),
            board: (
              <>
                <Link to={`${home}/boards/${defense.board.id}`}>{defense.board.code}</Link>{" "}
                {defense.board.name}
              </>
            ),
            opponents: defense.opponents,
            leadingOrganization: defense.leadingOrganization,
            candidateMember: defense.candidateMember,
          }}
        />
        <FactsEditor
          title="Изменить данные защиты"
          savedNotice="Данные защиты сохранены."
          links={
            page.archives && (
              <Link
                to={`${home}/audit?entity=defense&entityId=${defense.id}`}
                className="button button--ghost"
              >
                История изменений
              </Link>
            )
          }
          archive={
            page.archives
              ? {
                  archived: defense.archived,
                  archiveLabel: "Архивировать защиту",
                  restoreLabel: "Вернуть защиту из архива",
                  question:
                    "Архивировать (отменить) защиту? Она останется в истории, но пропадет из текущих списков.",
                  notices: {
                    archived: "Защита перенесена в архив.",
                    restored: "Защита возвращена из архива.",
                  },
                  busy: archiving,
                  onChange: (archived) => archiveDefense({ variables: { id: defense.id, archived } }),
                }
              : undefined
          }
        >
          {(saved, cancel) => (
            <DefenseForm
              area={area}
              initial={defenseValues(defense)}
              initialBoard={defense.board}
              submitLabel="Сохранить изменения"
              onSubmit={async (input) => {
                await updateDefense({ variables: { id: defense.id, input } });
                saved();
              }}
              onCancel={cancel}
            />
          )}
        </FactsEditor>
        <page.Body defense={defense} live={live} />
      </section>
    );
  }
  return { loader: objectLoader(page.query, page.defense), Component: DefensePage };
}
