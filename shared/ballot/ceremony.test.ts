// What anyone can check of the key ceremony (assessCeremony): its stages, every tampered entry,
// complaints and who was at fault, and the signatures on the fingerprint.
import { describe, expect, it } from "vitest";
import {
  assessCeremony,
  type CeremonyView,
  type Dealing,
  electionFingerprint,
  encodeScalar,
  revealShare,
  type SeatPost,
  shortCode,
  signAnswer,
  signComplaint,
  signDealing,
  signFingerprint,
} from "./index.ts";
import { sampleManifest, simulateElection } from "./testing.ts";
import { emptySeat } from "./testing-relay.ts";

const manifest = sampleManifest("1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f");
const sim = simulateElection({ seed: "ceremony", manifest, votes: [], decryptingSeats: [] });
const full: CeremonyView = { manifest, seats: sim.seats, publicKey: sim.publicKey };

type Stage = "key" | "dealing" | "confirmation" | "signature";
const FIELDS: Record<Stage, (keyof SeatPost)[]> = {
  key: ["deviceKey", "nonceCommitment", "deviceProof"],
  dealing: ["dealing"],
  confirmation: ["verificationKey", "nonce"],
  signature: ["signature"],
};

/** The honest ceremony with only the entries of `stages` posted by `seats` (default: all). */
function posted(stages: Stage[], seats = [1, 2, 3], publicKey: string | null = null): CeremonyView {
  return {
    manifest,
    publicKey,
    seats: sim.seats.map((s) => {
      const entry = emptySeat(s.seat);
      if (!seats.includes(s.seat)) return entry;
      for (const stage of stages)
        for (const f of FIELDS[stage]) Object.assign(entry, { [f]: structuredClone(s[f]) });
      return entry;
    }),
  };
}

/** Changes one hex digit of a 64-hex string (the last one: never makes a scalar ≥ ℓ). */
const flip = (hex: string) => hex.slice(0, 63) + ((Number.parseInt(hex[63]!, 16) + 1) % 16).toString(16);

describe("assessCeremony: stages", () => {
  it("follows keys, dealings, confirmations and signatures to a complete ceremony", () => {
    const empty = assessCeremony(posted([]));
    expect(empty).toMatchObject({
      base: sim.base,
      n: 3,
      t: 2,
      problems: [],
      registered: [],
      complete: false,
    });

    const oneKey = assessCeremony(posted(["key"], [2]));
    expect(oneKey.registered).toEqual([2]);
    expect(oneKey.problems).toEqual([]);

    const dealing = assessCeremony(posted(["key", "dealing"], [1, 2, 3]));
    expect(dealing).toMatchObject({ registered: [1, 2, 3], dealt: [1, 2, 3], publicKey: sim.publicKey });
    expect(dealing.fingerprint).toBeNull();

    const twoConfirmed = { ...posted(["key", "dealing"]), seats: posted(["key", "dealing"]).seats };
    Object.assign(twoConfirmed.seats[0]!, {
      verificationKey: sim.seats[0]!.verificationKey,
      nonce: sim.seats[0]!.nonce,
    });
    Object.assign(twoConfirmed.seats[2]!, {
      verificationKey: sim.seats[2]!.verificationKey,
      nonce: sim.seats[2]!.nonce,
    });
    const two = assessCeremony(twoConfirmed);
    expect(two.confirmed).toEqual([1, 3]);
    expect(two.fingerprint).toBeNull(); // not before every nonce is revealed
    expect(two.problems).toEqual([]);

    const confirmed = assessCeremony(posted(["key", "dealing", "confirmation"], [1, 2, 3], sim.publicKey));
    expect(confirmed.fingerprint).toBe(sim.fingerprint);
    expect(confirmed.fingerprint).toBe(electionFingerprint(sim.base, sim.publicKey, sim.seats));
    expect(confirmed.code).toBe(shortCode(sim.fingerprint));
    expect(confirmed.signed).toEqual([]);
    expect(confirmed.complete).toBe(false);

    const done = assessCeremony(full);
    expect(done).toMatchObject({ problems: [], signed: [1, 2, 3], complete: true, disputes: [] });
  });

  it("is complete only with the stated election key equal to the computed one", () => {
    expect(assessCeremony({ ...full, publicKey: null }).complete).toBe(false);
    expect(assessCeremony({ ...full, publicKey: null }).problems).toEqual([]);
    const wrong = assessCeremony({ ...full, publicKey: sim.seats[0]!.deviceKey });
    expect(wrong.complete).toBe(false);
    expect(wrong.problems).toEqual(["ключ голосования не равен сумме первых обязательств комиссии"]);
    // Stated before every dealing is in: there is nothing it could be the sum of yet.
    expect(assessCeremony(posted(["key"], [1, 2, 3], sim.publicKey)).problems).toEqual([
      "ключ голосования не равен сумме первых обязательств комиссии",
    ]);
  });

  it("refuses steps out of order", () => {
    expect(assessCeremony(posted(["key", "dealing"], [1, 2])).problems).toEqual([
      "место 1: доли ключа разосланы раньше, чем подключились все устройства",
      "место 2: доли ключа разосланы раньше, чем подключились все устройства",
    ]);
    const early = posted(["key", "dealing"], [1, 2, 3]);
    early.seats[2]!.dealing = null;
    Object.assign(early.seats[0]!, {
      verificationKey: sim.seats[0]!.verificationKey,
      nonce: sim.seats[0]!.nonce,
    });
    expect(assessCeremony(early).problems).toEqual([
      "место 1: подтверждение раньше, чем разосланы все доли ключа",
    ]);
    const signedEarly = posted(["key", "dealing"], [1, 2, 3]);
    signedEarly.seats[1]!.signature = sim.seats[1]!.signature;
    expect(assessCeremony(signedEarly).problems).toEqual([
      "место 2: подпись раньше, чем готов код голосования",
    ]);
  });

  it("refuses a manifest or seats that do not fit, and never throws on garbage", () => {
    const badManifest = assessCeremony({ ...full, manifest: { ...manifest, threshold: 1 } });
    expect(badManifest.base).toBeNull();
    expect(badManifest.problems).toEqual([
      "манифест: порог должен быть 2 по правилу majority/1 для 3 членов комиссии",
    ]);
    expect(assessCeremony({ ...full, seats: full.seats.slice(0, 2) }).problems).toEqual([
      "места комиссии: ожидаются места 1–3 по порядку",
    ]);
    expect(
      assessCeremony({ ...full, seats: [full.seats[1]!, full.seats[0]!, full.seats[2]!] }).problems,
    ).toHaveLength(1);
    for (const u of [null, undefined, {}, { manifest }, { manifest, seats: [null, 1, "x"] }]) {
      expect(assessCeremony(u as unknown as CeremonyView).complete).toBe(false);
      expect(assessCeremony(u as unknown as CeremonyView).problems.length).toBeGreaterThan(0);
    }
    // A relay may send seats with keys left out: still a verdict, not an exception.
    const sparse = structuredClone(full) as unknown as { seats: Record<string, unknown>[] };
    delete sparse.seats[0]!.complaint;
    sparse.seats[1]!.reveals = "none";
    expect(assessCeremony(sparse as unknown as CeremonyView).complete).toBe(true);
    const sparseComplaint = structuredClone(sparse);
    sparseComplaint.seats[0]!.complaint = { dealer: 2, signature: sim.seats[0]!.signature };
    expect(assessCeremony(sparseComplaint as unknown as CeremonyView).problems).toContain(
      "место 1: подпись под жалобой не прошла проверку",
    );
  });
});

describe("assessCeremony: every tampered entry is a problem", () => {
  /** Every 64-hex string inside a seat's entries, by path. */
  function hexPaths(seat: SeatPost): (string | number)[][] {
    const out: (string | number)[][] = [];
    const walk = (u: unknown, path: (string | number)[]) => {
      if (typeof u === "string" && /^[0-9a-f]{64}$/.test(u)) out.push(path);
      else if (Array.isArray(u)) for (const [i, v] of u.entries()) walk(v, [...path, i]);
      else if (u && typeof u === "object") for (const [k, v] of Object.entries(u)) walk(v, [...path, k]);
    };
    walk(seat, []);
    return out;
  }

  it("a changed key, commitment, proof, share, ephemeral, verification key, nonce or signature", () => {
    let variants = 0;
    for (const [i, seat] of sim.seats.entries()) {
      const paths = hexPaths(seat);
      // 3 device-key fields (key, commitment, proof ×2), t commitments + proof ×2 + n × 2 share
      // fields + the dealing's signature ×2, verification key, nonce, signature ×2.
      expect(paths).toHaveLength(4 + (2 + 2 + 3 * 2 + 2) + 2 + 2);
      for (const path of paths) {
        const view = structuredClone(full);
        let node = view.seats[i] as unknown as Record<string | number, unknown>;
        for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
        const last = path.at(-1)!;
        node[last] = flip(node[last] as string);
        const state = assessCeremony(view);
        expect(state.problems.length, `seat ${i + 1} ${path.join(".")}`).toBeGreaterThan(0);
        expect(state.complete).toBe(false);
        variants++;
      }
    }
    expect(variants).toBe(3 * 20);
  });

  it("entries moved between seats", () => {
    const swapped = structuredClone(full);
    swapped.seats[0]!.dealing = structuredClone(sim.seats[1]!.dealing);
    swapped.seats[1]!.dealing = structuredClone(sim.seats[0]!.dealing);
    expect(assessCeremony(swapped).problems).toEqual(
      expect.arrayContaining([
        "место 1: доли ключа не те, что подписало устройство этого места — их подменил сервер при пересылке",
        "место 2: доли ключа не те, что подписало устройство этого места — их подменил сервер при пересылке",
      ]),
    );
    const signature = structuredClone(full);
    signature.seats[2]!.signature = sim.seats[1]!.signature;
    expect(assessCeremony(signature).problems).toEqual([
      "место 3: подпись под кодом голосования не прошла проверку",
    ]);
  });
});

describe("assessCeremony: complaints", () => {
  const keys = sim.deviceKeys;
  /** The ceremony up to the dealings, with seat `dealer`'s dealing replaced by `dealing`. */
  function withDealing(dealer: number, dealing: Dealing): CeremonyView {
    const view = posted(["key", "dealing"]);
    view.seats[dealer - 1]!.dealing = dealing;
    return view;
  }
  const honest = sim.dealings[1]!; // seat 2's dealing and the nonces that encrypted its shares
  // Seat 2 deals seat 3 a share that is not f_2(3): encrypted correctly, but off by one, and signed.
  const off: Dealing = structuredClone(honest.dealing);
  off.shares[2]!.value = encodeScalar((BigInt(`0x${off.shares[2]!.value}`) + 1n) % 2n ** 252n);
  const cheating = signDealing(sim.base, 2, off, keys[1]!);
  const answer = (dealing: Dealing) =>
    revealShare(sim.base, 2, 3, keys[2]!.publicKey, dealing, honest.nonces[2]!, keys[1]!);

  it("a true complaint: pending until the dealer answers, then the dealer is at fault", () => {
    const view = withDealing(2, cheating);
    view.seats[2]!.complaint = signComplaint(sim.base, 3, 2, cheating, keys[2]!.secret, keys[2]!.publicKey);
    const pending = assessCeremony(view);
    expect(pending.problems).toEqual([]);
    expect(pending.disputes).toEqual([{ complainer: 3, dealer: 2, verdict: "pending" }]);
    view.seats[1]!.reveals = [answer(cheating)];
    expect(assessCeremony(view).disputes).toEqual([{ complainer: 3, dealer: 2, verdict: "dealer" }]);
    // An answer the dealer signed that does not fit (another nonce) is no answer: still the dealer.
    const { to, share } = view.seats[1]!.reveals[0]!;
    view.seats[1]!.reveals = [signAnswer(sim.base, 2, { to, share, nonce: honest.nonces[1]! }, keys[1]!)];
    expect(assessCeremony(view).disputes).toEqual([{ complainer: 3, dealer: 2, verdict: "dealer" }]);
  });

  it("an answer the dealer did not sign names the relay, and blames no seat", () => {
    const view = withDealing(2, honest.dealing);
    view.seats[2]!.complaint = signComplaint(
      sim.base,
      3,
      2,
      honest.dealing,
      keys[2]!.secret,
      keys[2]!.publicKey,
    );
    // The relay answers in seat 2's name with a misfit (so that everyone would read «dealer»),
    // signed with a key of its own.
    const { to, share } = answer(honest.dealing);
    view.seats[1]!.reveals = [signAnswer(sim.base, 2, { to, share, nonce: honest.nonces[1]! }, keys[0]!)];
    const state = assessCeremony(view);
    expect(state.disputes).toEqual([{ complainer: 3, dealer: 2, verdict: "pending" }]);
    expect(state.problems).toEqual([
      "место 2: ответ на жалобу места 3 не подписан устройством места 2 — его подделал сервер",
    ]);
  });

  it("a dealing changed on its way names the relay, not the dealer", () => {
    const view = withDealing(2, off); // the honest dealing with one share changed, its signature kept
    const state = assessCeremony(view);
    expect(state.problems).toEqual([
      "место 2: доли ключа не те, что подписало устройство этого места — их подменил сервер при пересылке",
    ]);
    expect(state.dealt).not.toContain(2);
  });

  it("a false complaint: the honest dealer's answer puts the complainer at fault", () => {
    const view = withDealing(2, honest.dealing);
    view.seats[2]!.complaint = signComplaint(
      sim.base,
      3,
      2,
      honest.dealing,
      keys[2]!.secret,
      keys[2]!.publicKey,
    );
    view.seats[1]!.reveals = [answer(honest.dealing)];
    const state = assessCeremony(view);
    expect(state.problems).toEqual([]);
    expect(state.disputes).toEqual([{ complainer: 3, dealer: 2, verdict: "complainer" }]);
  });

  it("stops the ceremony: no fingerprint while a dispute stands, whoever is at fault", () => {
    const view = posted(["key", "dealing", "confirmation", "signature"], [1, 2, 3], sim.publicKey);
    view.seats[2] = { ...view.seats[2]!, verificationKey: null, nonce: null, signature: null };
    view.seats[2]!.complaint = signComplaint(
      sim.base,
      3,
      2,
      honest.dealing,
      keys[2]!.secret,
      keys[2]!.publicKey,
    );
    view.seats[1]!.reveals = [answer(honest.dealing)];
    const state = assessCeremony(view);
    expect(state.disputes).toEqual([{ complainer: 3, dealer: 2, verdict: "complainer" }]);
    expect(state.fingerprint).toBeNull();
    expect(state.complete).toBe(false);
    // The signatures already there were made before the complaint: now they are early.
    expect(state.problems).toEqual([
      "место 1: подпись раньше, чем готов код голосования",
      "место 2: подпись раньше, чем готов код голосования",
    ]);
  });

  it("a forged or misplaced complaint is a problem, not a dispute", () => {
    const cases: [SeatPost["complaint"], string][] = [
      // Signed by seat 1's key, posted as seat 3's.
      [
        signComplaint(sim.base, 3, 2, honest.dealing, keys[0]!.secret, keys[2]!.publicKey),
        "место 3: подпись под жалобой не прошла проверку",
      ],
      // Signed about dealer 1, posted about dealer 2.
      [
        {
          ...signComplaint(sim.base, 3, 1, sim.dealings[0]!.dealing, keys[2]!.secret, keys[2]!.publicKey),
          dealer: 2,
        },
        "место 3: подпись под жалобой не прошла проверку",
      ],
      // About a seat's own dealing, or a seat that does not exist.
      [
        signComplaint(sim.base, 3, 3, honest.dealing, keys[2]!.secret, keys[2]!.publicKey),
        "место 3: жалоба без долей ключа, о которых она",
      ],
      [{ dealer: 4, signature: sim.seats[0]!.signature! }, "место 3: жалоба без долей ключа, о которых она"],
    ];
    for (const [complaint, problem] of cases) {
      const view = posted(["key", "dealing"]);
      view.seats[2]!.complaint = complaint;
      const state = assessCeremony(view);
      expect(state.problems).toEqual([problem]);
      expect(state.disputes).toEqual([]);
    }
    // A complaint about a dealing, signed before the dealing was changed, does not follow it.
    const moved = withDealing(2, cheating);
    moved.seats[2]!.complaint = signComplaint(
      sim.base,
      3,
      2,
      honest.dealing,
      keys[2]!.secret,
      keys[2]!.publicKey,
    );
    expect(assessCeremony(moved).problems).toEqual(["место 3: подпись под жалобой не прошла проверку"]);
    // Both a complaint and a confirmation from one seat.
    const both = posted(["key", "dealing", "confirmation"]);
    both.seats[2]!.complaint = signComplaint(
      sim.base,
      3,
      2,
      honest.dealing,
      keys[2]!.secret,
      keys[2]!.publicKey,
    );
    expect(assessCeremony(both).problems).toEqual(["место 3: и жалоба, и подтверждение"]);
  });
});

describe("assessCeremony: signatures on the fingerprint", () => {
  it("each seat signs H_E with its own device key, over its own seat", () => {
    const other = structuredClone(full);
    other.seats[0]!.signature = signFingerprint(
      sim.fingerprint,
      1,
      sim.deviceKeys[1]!.secret,
      sim.deviceKeys[0]!.publicKey,
    );
    expect(assessCeremony(other).problems).toEqual([
      "место 1: подпись под кодом голосования не прошла проверку",
    ]);
    const seat = structuredClone(full);
    seat.seats[0]!.signature = signFingerprint(
      sim.fingerprint,
      2,
      sim.deviceKeys[0]!.secret,
      sim.deviceKeys[0]!.publicKey,
    );
    expect(assessCeremony(seat).problems).toEqual([
      "место 1: подпись под кодом голосования не прошла проверку",
    ]);
    const fingerprint = structuredClone(full);
    fingerprint.seats[0]!.signature = signFingerprint(
      flip(sim.fingerprint),
      1,
      sim.deviceKeys[0]!.secret,
      sim.deviceKeys[0]!.publicKey,
    );
    expect(assessCeremony(fingerprint).problems).toEqual([
      "место 1: подпись под кодом голосования не прошла проверку",
    ]);
    const fresh = structuredClone(full);
    fresh.seats[0]!.signature = signFingerprint(
      sim.fingerprint,
      1,
      sim.deviceKeys[0]!.secret,
      sim.deviceKeys[0]!.publicKey,
    );
    expect(assessCeremony(fresh).complete).toBe(true);
  });

  it("a missing signature leaves the ceremony incomplete without a problem", () => {
    const missing = structuredClone(full);
    missing.seats[1]!.signature = null;
    const state = assessCeremony(missing);
    expect(state).toMatchObject({
      problems: [],
      signed: [1, 3],
      complete: false,
      fingerprint: sim.fingerprint,
    });
  });
});
