import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ballotTracker,
  type CastBallot,
  verifyBallot,
  verifyBallotSignature,
} from "../../../shared/ballot/index.ts";
import { sampleCredential, sampleManifest, simulateElection } from "../../../shared/ballot/testing.ts";
import { RequestError } from "../lib/request.ts";
import { type AcceptedBallot, BallotForm, OFFLINE_VOTE_ERROR } from "./BallotForm.tsx";
import { type CheckedElection, checkElection, type ElectionHeader } from "./ballot-crypto.ts";
import { publishSpoiled, submitBallot } from "./poll.api.ts";

// The ballot's steps with the real cryptography (shared/ballot runs here as in the browser):
// only the server is replaced, by a submitBallot that answers as the server does.
vi.mock("./poll.api.ts", () => ({ submitBallot: vi.fn(), publishSpoiled: vi.fn() }));
const submit = vi.mocked(submitBallot);
const publish = vi.mocked(publishSpoiled);

/** A sealed election of three commission devices, as the page checked `Poll.election`. */
function sealed(seed: string): CheckedElection {
  const { record } = simulateElection({ seed, manifest: sampleManifest(), votes: [], decryptingSeats: [] });
  const checked = checkElection(record as unknown as ElectionHeader);
  if ("problems" in checked) throw new Error(checked.problems.join("; "));
  return checked;
}
const election = sealed("ballot-form");
const record = { manifest: election.manifest, code: election.code, fingerprint: election.fingerprint };
const member = sampleCredential(0);

const question = { id: "q1", choices: ["FOR", "AGAINST"] as const };
const TOKEN = "t".repeat(43);

/** The one answer a call of submitBallot carried (the variables type allows a bare one too). */
const sent = (answers: Parameters<typeof submitBallot>[1] | undefined) => [answers ?? []].flat()[0];

/** The server's receipt for the ballot it was sent, as `submitBallot` resolves it. */
function acceptAll() {
  submit.mockImplementation(async (_token, answers) => {
    const tracker = ballotTracker(sent(answers)?.ballot as CastBallot);
    return { accepted: true, tracker, position: 1, head: "h".repeat(64), headCode: "ААААА" };
  });
}

function renderBallot(checked: CheckedElection = election) {
  const onAccepted = vi.fn<(ballot: AcceptedBallot) => void>();
  const view = (e: CheckedElection) => (
    <BallotForm token={TOKEN} question={question} election={e} credential={member} onAccepted={onAccepted} />
  );
  const { rerender } = render(view(checked));
  return { onAccepted, user: userEvent.setup(), rekey: (e: CheckedElection) => rerender(view(e)) };
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
    // The question is the checked manifest's, the one the fingerprint covers.
    expect(screen.getByRole("group", { name: record.manifest.question })).toBeTruthy();
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
    const ballot = sent(answers)?.ballot as CastBallot;
    expect(accepted?.tracker).toBe(ballotTracker(ballot));
    // Signed with the member's key, for this election.
    expect(ballot.credential).toBe(member.publicKey);
    expect(verifyBallotSignature(election.fingerprint, ballot)).toBe(true);
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

describe("the audited ballot", () => {
  it("can be published in the election's record: the file the device revealed, never a cast ballot", async () => {
    publish.mockResolvedValue(undefined);
    const { user } = renderBallot();
    await user.click(screen.getByRole("radio", { name: "За" }));
    await user.click(screen.getByRole("button", { name: "Далее" }));
    await user.click(screen.getByRole("button", { name: "Проверить шифрование" }));
    const section = await screen.findByRole("region", { name: "Проверка шифрования" });
    // A voter on a phone is not sent to a command line.
    expect(section.textContent).not.toMatch(/npm|verify-record/);
    await user.click(within(section).getByRole("button", { name: "Опубликовать в записи голосования" }));
    expect(publish).toHaveBeenCalledTimes(1);
    const [token, file] = publish.mock.calls[0] ?? [];
    expect(token).toBe(TOKEN);
    expect(file).toMatchObject({ format: "dissovet-spoiled/2", vote: 1, fingerprint: election.fingerprint });
    expect(Object.keys(file?.ballot ?? {}).sort()).toEqual(["alpha", "beta", "proof"]);
    expect(
      await within(section).findByText("Проверочный бюллетень опубликован в записи голосования."),
    ).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });
});

describe("what stops a ballot", () => {
  it("the election re-keyed under the open page: the ballot sealed for the old code is never sent, it is sealed anew and the member told", async () => {
    const { user, rekey, onAccepted } = renderBallot();
    await user.click(screen.getByRole("radio", { name: "За" }));
    await user.click(screen.getByRole("button", { name: "Далее" }));
    const old = reviewedCode();
    const other = sealed("ballot-form/rekeyed");
    rekey(other);
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Сведения о голосовании изменились/);
    await screen.findByText("Вы выбрали:", { exact: false });
    await vi.waitFor(() => expect(reviewedCode()).not.toBe(old));
    await user.click(screen.getByRole("button", { name: "Отправить" }));
    const ballot = sent(submit.mock.calls[0]?.[1])?.ballot as CastBallot;
    const { alpha, beta, proof } = ballot;
    expect(
      verifyBallot({ fingerprint: other.fingerprint, publicKey: other.publicKey }, { alpha, beta, proof }),
    ).toBe(true);
    expect(verifyBallotSignature(other.fingerprint, ballot)).toBe(true);
    expect(verifyBallotSignature(election.fingerprint, ballot)).toBe(false);
    expect(onAccepted.mock.calls[0]?.[0]).toMatchObject({ code: other.code, fingerprint: other.fingerprint });
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
