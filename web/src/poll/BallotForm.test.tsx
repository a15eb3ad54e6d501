import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ballotTracker, type EncryptedBallot } from "../../../shared/ballot/index.ts";
import { sampleManifest, simulateElection } from "../../../shared/ballot/testing.ts";
import { RequestError } from "../lib/request.ts";
import { type AcceptedBallot, BallotForm, OFFLINE_VOTE_ERROR } from "./BallotForm.tsx";
import type { ElectionHeader } from "./ballot-crypto.ts";
import { submitBallot } from "./poll.api.ts";

// The ballot's steps with the real cryptography (shared/ballot runs here as in the browser):
// only the server is replaced, by a submitBallot that answers as the server does.
vi.mock("./poll.api.ts", () => ({ submitBallot: vi.fn() }));
const submit = vi.mocked(submitBallot);

/** A sealed election of three commission devices, as `Poll.election` gives it. */
const { record } = simulateElection({
  seed: "ballot-form",
  manifest: sampleManifest(),
  votes: [],
  decryptingSeats: [],
});
const election = {
  manifest: record.manifest,
  ceremony: record.ceremony,
  publicKey: record.publicKey,
  fingerprint: record.fingerprint,
  code: record.code,
} as unknown as ElectionHeader;

const question = { id: "q1", text: record.manifest.question, choices: ["FOR", "AGAINST"] as const };
const TOKEN = "t".repeat(43);

/** The one answer a call of submitBallot carried (the variables type allows a bare one too). */
const sent = (answers: Parameters<typeof submitBallot>[1] | undefined) => [answers ?? []].flat()[0];

/** The server's receipt for the ballot it was sent, as `submitBallot` resolves it. */
function acceptAll() {
  submit.mockImplementation(async (_token, answers) => {
    const tracker = ballotTracker(sent(answers)?.ballot as EncryptedBallot);
    return { accepted: true, tracker, position: 1, head: "h".repeat(64), headCode: "ААААА" };
  });
}

function renderBallot(header: ElectionHeader = election) {
  const onAccepted = vi.fn<(ballot: AcceptedBallot) => void>();
  render(<BallotForm token={TOKEN} questions={[question]} election={header} onAccepted={onAccepted} />);
  return { onAccepted, user: userEvent.setup() };
}

/** The short code shown in the review (the ballot's tracker). */
const reviewedCode = () =>
  screen
    .getByText(/Код проверки бюллетеня/)
    .querySelector("[data-code]")
    ?.getAttribute("data-code");

beforeEach(() => {
  submit.mockReset();
  acceptAll();
});
afterEach(() => vi.unstubAllGlobals());

describe("the ballot: choose → «Далее» → review → «Отправить»", () => {
  it("asks for a choice before anything is encrypted", async () => {
    const { user } = renderBallot();
    await user.click(screen.getByRole("button", { name: "Далее" }));
    expect(screen.getByRole("alert")).toHaveProperty(
      "textContent",
      "Выберите вариант ответа: «За» или «Против».",
    );
    expect(screen.queryByRole("button", { name: "Отправить" })).toBeNull();
  });

  it("reviews the choice with the ballot's code, then casts exactly the ballot reviewed", async () => {
    const { user, onAccepted } = renderBallot();
    expect(screen.getByRole("group", { name: question.text })).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "За" }));
    await user.click(screen.getByRole("button", { name: "Далее" }));
    const review = await screen.findByRole("status");
    expect(review.textContent).toContain("Вы выбрали: «За»");
    const code = reviewedCode();
    expect(code).toMatch(/^\S{4}-\S{4}-\S{4}-\S{4}$/);
    expect(submit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Отправить" }));
    expect(submit).toHaveBeenCalledTimes(1);
    const [token, answers] = submit.mock.calls[0] ?? [];
    expect(token).toBe(TOKEN);
    expect(sent(answers)?.questionId).toBe("q1");
    expect(onAccepted).toHaveBeenCalledTimes(1);
    const accepted = onAccepted.mock.calls[0]?.[0];
    expect(accepted).toMatchObject({
      trackerCode: code,
      confirmed: true,
      code: record.code,
      fingerprint: record.fingerprint,
    });
    expect(accepted?.tracker).toBe(ballotTracker(sent(answers)?.ballot as EncryptedBallot));
  });

  it("«Изменить» goes back with the choice kept; a new choice is encrypted afresh", async () => {
    const { user } = renderBallot();
    await user.click(screen.getByRole("radio", { name: "За" }));
    await user.click(screen.getByRole("button", { name: "Далее" }));
    const first = reviewedCode();
    await user.click(screen.getByRole("button", { name: "Изменить" }));
    expect(screen.getByRole("radio", { name: "За" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("radio", { name: "Против" }));
    await user.click(screen.getByRole("button", { name: "Далее" }));
    expect((await screen.findByRole("status")).textContent).toContain("Вы выбрали: «Против»");
    expect(reviewedCode()).not.toBe(first);
  });

  it("«Проверить шифрование» reveals the ballot, never casts it, and encrypts a fresh one to vote", async () => {
    const { user, onAccepted } = renderBallot();
    await user.click(screen.getByRole("radio", { name: "Против" }));
    await user.click(screen.getByRole("button", { name: "Далее" }));
    const audited = reviewedCode();
    await user.click(screen.getByRole("button", { name: "Проверить шифрование" }));
    const section = await screen.findByRole("region", { name: "Проверка шифрования" });
    expect(section.textContent).toContain("зашифровано «против»");
    expect(section.querySelector("[data-code]")?.getAttribute("data-code")).toBe(audited);
    expect(
      within(section).getByText("Устройство проверило: бюллетень зашифрован верно, для этого голосования."),
    ).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Зашифровать заново и продолжить" }));
    expect((await screen.findByRole("status")).textContent).toContain("Вы выбрали: «Против»");
    const fresh = reviewedCode();
    expect(fresh).not.toBe(audited);
    await user.click(screen.getByRole("button", { name: "Отправить" }));
    expect(onAccepted.mock.calls[0]?.[0].trackerCode).toBe(fresh);
  });
});

describe("what stops a ballot", () => {
  it("an election that does not verify on this device: nothing is encrypted or sent", async () => {
    const { user } = renderBallot({ ...election, code: "ЖЖЖЖ-ЖЖЖЖ-ЖЖЖЖ-ЖЖЖЖ" });
    await user.click(screen.getByRole("radio", { name: "За" }));
    await user.click(screen.getByRole("button", { name: "Далее" }));
    expect(screen.getByRole("alert").textContent).toMatch(
      /^Бюллетень не зашифрован: сведения о голосовании не прошли проверку на этом устройстве \(сервер прислал не тот код голосования\)\. Не голосуйте/,
    );
    expect(screen.queryByRole("button", { name: "Отправить" })).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it("no connection: the member is told to send again, the review kept", async () => {
    const { user } = renderBallot();
    await user.click(screen.getByRole("radio", { name: "За" }));
    await user.click(screen.getByRole("button", { name: "Далее" }));
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    await user.click(screen.getByRole("button", { name: "Отправить" }));
    expect(screen.getByRole("alert").textContent).toBe(OFFLINE_VOTE_ERROR);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Отправить" })).toBeTruthy();
  });

  it("the server's refusal is shown in its words", async () => {
    submit.mockRejectedValue(new RequestError("Голос по этой ссылке уже подан.", 409, "CONFLICT"));
    const { user, onAccepted } = renderBallot();
    await user.click(screen.getByRole("radio", { name: "За" }));
    await user.click(screen.getByRole("button", { name: "Далее" }));
    await user.click(screen.getByRole("button", { name: "Отправить" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Голос по этой ссылке уже подан.");
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
