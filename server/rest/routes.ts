import type { Request, Response } from "express";
import { fail } from "../lib/errors.ts";
import { type ProtocolPrint, renderProtocolPdf } from "../polls/protocol.pdf.ts";
import { ops } from "./operations.ts";

type Json = Record<string, unknown>;

/** One REST route: the GraphQL operation it runs and how the answer maps to `{ data }`. */
export interface RestRoute {
  /** Response type when not JSON (the OpenAPI document says so too). */
  contentType?: string;
  /** Writes a non-JSON answer from the shaped data (e.g. a PDF); default: `{ data }` as JSON. */
  respond?: (res: Response, data: unknown) => Promise<void>;
  method: "get" | "post";
  /** Express 5 path, e.g. `/secretar/boards/:id`, relative to `/api/v1`. */
  path: string;
  summary: string;
  operation: string;
  /** The operation's variables from the request. @throws AppError BAD_USER_INPUT for a malformed body */
  variables?: (req: Request) => Json;
  /** Shapes the operation's `data` into the route's `data`. */
  present: (data: Json) => unknown;
}

/** REST roles are the spec's lowercase strings ("admin", "secretar"). */
function presentUser(user: unknown): unknown {
  if (!user || typeof user !== "object") return user;
  const u = user as { roles: { role: string }[] };
  return { ...u, roles: u.roles.map((r) => ({ role: r.role.toLowerCase() })) };
}

const body = (req: Request): Json => (req.body && typeof req.body === "object" ? (req.body as Json) : {});
const param = (req: Request, name: string): string => String(req.params[name] ?? "");

/** Splits a defense with its full council into the spec's `{ defense, board }`. */
function defenseAndBoard(defense: unknown): unknown {
  if (!defense || typeof defense !== "object") return defense;
  const { board, ...rest } = defense as Json;
  return { defense: rest, board };
}

/**
 * `POST /secretar/defenses/{id}/sendInvites` takes the council's members array with each
 * member's `selected` flag, bare or as `{ members: [...] }`; the selected ones are invited.
 */
function selectedMemberIds(req: Request): string[] {
  const raw = body(req);
  const list: unknown = Array.isArray(req.body) ? req.body : raw.members;
  if (!Array.isArray(list)) {
    throw fail.badInput(
      "Ожидается список членов совета: массив или { members: [...] } с флагом selected.",
      "members",
    );
  }
  return list
    .filter((m): m is Json => !!m && typeof m === "object" && (m as Json).selected === true)
    .map((m) => String(m.id));
}

/** Every route of `/api/v1`, in the order of the spec's call table. */
export const routes: RestRoute[] = [
  {
    method: "post",
    path: "/auth/login",
    summary: "Вход по email и паролю; ставит cookie сессии",
    operation: ops.login,
    variables: (req) => ({ email: body(req).email, password: body(req).password }),
    present: (d) => presentUser(d.login),
  },
  {
    method: "post",
    path: "/auth/logout",
    summary: "Выход: завершает текущую сессию",
    operation: ops.logout,
    present: (d) => d.logout,
  },
  {
    method: "get",
    path: "/auth/me",
    summary: "Текущий пользователь; 401 для гостя",
    operation: ops.me,
    present: (d) => {
      if (!d.me) throw fail.unauthenticated();
      return presentUser(d.me);
    },
  },
  {
    method: "get",
    path: "/admin/boards",
    summary: "Все советы",
    operation: ops.adminBoards,
    present: (d) => d.adminBoards,
  },
  {
    method: "get",
    path: "/admin/boards/:id",
    summary: "Совет с составом",
    operation: ops.adminBoard,
    variables: (req) => ({ id: param(req, "id") }),
    present: (d) => d.adminBoard,
  },
  {
    method: "get",
    path: "/admin/defenses",
    summary: "Все защиты",
    operation: ops.adminDefenses,
    present: (d) => d.adminDefenses,
  },
  {
    method: "get",
    path: "/admin/defenses/:id",
    summary: "Защита с результатами голосования и советом",
    operation: ops.adminDefense,
    variables: (req) => ({ id: param(req, "id") }),
    present: (d) => defenseAndBoard(d.adminDefense),
  },
  {
    method: "get",
    path: "/admin/secretars",
    summary: "Ученые секретари и их советы",
    operation: ops.adminSecretars,
    present: (d) => d.adminSecretars,
  },
  {
    method: "get",
    path: "/admin/secretars/:id",
    summary: "Ученый секретарь и его советы",
    operation: ops.adminSecretar,
    variables: (req) => ({ id: param(req, "id") }),
    present: (d) => d.adminSecretar,
  },
  {
    method: "get",
    path: "/member/polls/:token",
    summary: "Бюллетень по персональной ссылке (ничего не расходует)",
    operation: ops.poll,
    variables: (req) => ({ token: param(req, "token") }),
    present: (d) => d.poll,
  },
  {
    method: "post",
    path: "/member/polls",
    summary: "Тайное голосование: { token, answers: [{ questionId, choice }] }",
    operation: ops.submitBallot,
    variables: (req) => ({ token: String(body(req).token ?? ""), answers: body(req).answers ?? [] }),
    present: (d) => d.submitBallot,
  },
  {
    method: "get",
    path: "/secretar/boards",
    summary: "Советы ученого секретаря",
    operation: ops.secretarBoards,
    present: (d) => d.secretarBoards,
  },
  {
    method: "get",
    path: "/secretar/boards/:id",
    summary: "Совет ученого секретаря с составом",
    operation: ops.secretarBoard,
    variables: (req) => ({ id: param(req, "id") }),
    present: (d) => d.secretarBoard,
  },
  {
    method: "get",
    path: "/secretar/defenses",
    summary: "Защиты советов ученого секретаря и сами советы",
    operation: ops.secretarDefenses,
    present: (d) => ({ defenses: d.secretarDefenses, boards: d.secretarBoards }),
  },
  {
    method: "get",
    path: "/secretar/defenses/:id",
    summary: "Защита с resultPolls и совет с составом",
    operation: ops.secretarDefense,
    variables: (req) => ({ id: param(req, "id") }),
    present: (d) => defenseAndBoard(d.secretarDefense),
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/sendInvites",
    summary: "Приглашения выбранным (selected) членам совета",
    operation: ops.sendInvites,
    variables: (req) => ({ id: param(req, "id"), memberIds: selectedMemberIds(req) }),
    present: (d) => defenseAndBoard(d.sendInvites),
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/close",
    summary: "Закрыть голосование по защите",
    operation: ops.closePoll,
    variables: (req) => ({ id: param(req, "id") }),
    present: (d) => defenseAndBoard(d.closePoll),
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/resendInvites",
    summary: "Новые ссылки участникам, не проголосовавшим: { memberIds } или всем без тела",
    operation: ops.resendInvites,
    variables: (req) => ({ id: param(req, "id"), memberIds: body(req).memberIds ?? null }),
    present: (d) => defenseAndBoard(d.resendInvites),
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/annul",
    summary: "Аннулировать голосование: { reason }",
    operation: ops.annulPoll,
    variables: (req) => ({ id: param(req, "id"), reason: String(body(req).reason ?? "") }),
    present: (d) => defenseAndBoard(d.annulPoll),
  },
  {
    method: "post",
    path: "/secretar/defenses/:id/commission",
    summary: "Счетная комиссия: { memberIds } — не менее трех участников",
    operation: ops.setCountingCommission,
    variables: (req) => ({ id: param(req, "id"), memberIds: body(req).memberIds ?? [] }),
    present: (d) => defenseAndBoard(d.setCountingCommission),
  },
  {
    method: "get",
    path: "/secretar/defenses/:id/protocol",
    summary: "Протокол счетной комиссии (после закрытия голосования)",
    operation: ops.protocol,
    variables: (req) => ({ id: param(req, "id") }),
    present: (d) => protocolOf(d),
  },
  {
    method: "get",
    path: "/secretar/defenses/:id/protocol.pdf",
    summary: "Протокол счетной комиссии в PDF",
    operation: ops.protocol,
    variables: (req) => ({ id: param(req, "id") }),
    present: (d) => protocolOf(d),
    contentType: "application/pdf",
    async respond(res, data) {
      const protocol = data as ProtocolPrint;
      if (protocol.commission.length < 3) {
        throw fail.conflict(
          "Выберите счетную комиссию (не менее трех участников), чтобы сформировать протокол.",
        );
      }
      const pdf = await renderProtocolPdf(protocol);
      res
        .type("application/pdf")
        .set("Content-Disposition", `attachment; filename="protocol-${protocol.boardCode}.pdf"`)
        .send(pdf);
    },
  },
];

/** The protocol of a defense's closed vote. @throws CONFLICT while it is not closed */
function protocolOf(d: Json): unknown {
  const protocol = (d.secretarDefense as Json | null)?.protocol;
  if (!protocol) throw fail.conflict("Протокол будет доступен после закрытия голосования.");
  return protocol;
}
