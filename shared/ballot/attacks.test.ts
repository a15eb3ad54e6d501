// The outside review's attacks, each played by a lying relay (a test double of the server, which
// carries everything between the commission's devices and the voters and is not trusted) against
// the real device (trustee.ts trusteeStep), ballot and record code. Each must fail loudly: the
// device raises an alarm, a verification refuses, or the codes differ so that an honest member
// comparing aloud at the sitting refuses; and nothing follows from it: no signature, no partial
// decryption. Where a layer alone does not stop an attack, the test says so and shows what does.
import { describe, expect, it } from "vitest";
import { mod } from "./group.ts";
import {
  assessCeremony,
  type CastBallot,
  type CeremonyView,
  combinePartials,
  credentialCounts,
  type Dealing,
  deal,
  electionFingerprint,
  encodePoint,
  encodeScalar,
  encryptVote,
  erased,
  findInUrn,
  G,
  lagrangeAtZero,
  manifestProblems,
  newCredential,
  openShare,
  partialDecrypt,
  restoredSecrets,
  signBallot,
  signComplaint,
  signDealing,
  signFingerprint,
  sumBallots,
  type TrusteeStep,
  trusteeStep,
  verifyBallot,
  verifyRecord,
  voterConfirmations,
} from "./index.ts";
import { sampleCredential, sampleManifest, simulateElection } from "./testing.ts";
import {
  buildRecord,
  type Device,
  drive,
  emptyCeremony,
  everyMemberSaidMatch,
  HonestRelay,
  newDevice,
  newSitting,
  type Relay,
  type Sitting,
  stepDevice,
  voterBallot,
} from "./testing-relay.ts";

const manifest = sampleManifest("9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", { roll: 21 });
const kinds = (d: Device) => d.steps.map((s) => s.kind);
const alarms = (d: Device) =>
  d.steps.filter((s) => s.kind === "alarm") as Extract<TrusteeStep, { kind: "alarm" }>[];

/**
 * A device the relay runs itself, with keys it holds: the honest device code, and a "member"
 * who confirms whatever its device shows.
 */
function puppetStep(d: Device, relay: Relay): TrusteeStep {
  const step = trusteeStep(relay.view(d.seat), d.secrets, d.confirmed);
  d.steps.push(step);
  if ("secrets" in step && step.secrets !== undefined) d.secrets = step.secrets;
  if ("post" in step) relay.post(d.seat, step);
  if (step.kind === "ask-code") d.confirmed = { ...d.confirmed, fingerprint: step.fingerprint };
  if (step.kind === "ask-urn")
    d.confirmed = { ...d.confirmed, urn: { head: step.head, ballots: step.ballots } };
  return step;
}

/** An honest election: the ceremony at the sitting, then `votes` ([roll entry, vote]) cast and the poll closed. */
function honestElection(votes: [number, 0 | 1][]) {
  const relay = new HonestRelay(manifest);
  const devices = [1, 2, 3].map(newDevice);
  const sitting = newSitting();
  drive(relay, devices, sitting);
  relay.open();
  const receipts = votes.map(([voter, v]) =>
    relay.cast(voter, voterBallot(relay.ceremony, sitting.code!, v, sampleCredential(voter))!),
  );
  relay.close();
  const record = relay.record();
  // The urn's code is read out at the close from the chair's device, which shows this record,
  // and the turnout is announced.
  sitting.urn = { headCode: record.headCode, ballots: record.ballots.length };
  return { relay, devices, sitting, receipts, record };
}

/**
 * Key substitution: the relay shows each real device a world of its own, in which every other
 * seat is played by the relay's own device (its keys, its dealings). In world j the relay can open
 * every share seat j deals to the other seats, and holds n − 1 ≥ t shares of world j's key.
 */
class SplitRelay implements Relay {
  worlds = new Map<number, { relay: HonestRelay; puppets: Device[] }>();
  constructor(real: number[]) {
    for (const seat of real) {
      const others = manifest.commission.map((_, i) => i + 1).filter((s) => s !== seat);
      this.worlds.set(seat, { relay: new HonestRelay(manifest), puppets: others.map(newDevice) });
    }
  }
  world(seat: number) {
    const w = this.worlds.get(seat);
    if (!w) throw new Error(`no world for seat ${seat}`);
    return w;
  }
  view(seat: number) {
    return this.world(seat).relay.view(seat);
  }
  post(seat: number, step: TrusteeStep) {
    this.world(seat).relay.post(seat, step);
  }
  tick() {
    for (const { relay, puppets } of this.worlds.values()) for (const p of puppets) puppetStep(p, relay);
  }
}

describe("key substitution in the ceremony", () => {
  // Models: the relay gives each of the three devices fake device keys for the other two seats,
  // so that it could open the shares each real device deals. The chair (seat 1) reads its code
  // aloud; every member compares it with their own screen.
  const split = new SplitRelay([1, 2, 3]);
  const devices = [1, 2, 3].map(newDevice);
  const sitting = newSitting();
  drive(split, devices, sitting);
  const asked = devices.map(
    (d) => d.steps.find((s) => s.kind === "ask-code") as Extract<TrusteeStep, { kind: "ask-code" }>,
  );

  it("would give the relay the whole key of any world it got accepted", () => {
    const { relay, puppets } = split.world(1);
    const state = assessCeremony(relay.ceremony);
    const seats = puppets.map((p) => p.seat);
    const lambdas = lagrangeAtZero(seats);
    const x = mod(puppets.reduce((acc, p, i) => acc + lambdas[i]! * BigInt(`0x${p.secrets!.share}`), 0n));
    expect(encodePoint(G.multiply(x))).toBe(state.publicKey);
  });

  it("shows each seat a different code, so the members of seats 2 and 3 say so, their devices stop for good and never sign", () => {
    const codes = asked.map((s) => s.code);
    expect(new Set(codes).size).toBe(3);
    expect(sitting.code).toBe(codes[0]);
    expect(devices[0]!.confirmed.fingerprint).toBe(asked[0]!.fingerprint);
    expect(sitting.said).toEqual({ 1: "совпал", 2: "другой", 3: "другой" });
    for (const d of devices.slice(1)) {
      expect(d.confirmed.fingerprint).toBeUndefined();
      expect(kinds(d)).not.toContain("sign");
      expect(d.steps.at(-1)).toEqual({ kind: "stopped", reason: "code" });
      // «Код другой» erased the key: the device has nothing left to sign with.
      expect(d.secrets).toMatchObject({ stopped: "code", deviceSecret: null, share: null });
      expect(alarms(d)).toEqual([]);
    }
    // More rounds change nothing: the relay cannot make them sign.
    drive(split, devices, sitting);
    for (const d of devices.slice(1)) {
      expect(kinds(d)).not.toContain("sign");
      expect(d.steps.at(-1)).toEqual({ kind: "stopped", reason: "code" });
    }
  });

  it("never gets n signatures of the members' devices on one fingerprint", () => {
    // Every signature a real device made, wherever the relay put it.
    const realSignatures = devices.flatMap((d) => {
      const s = split.world(d.seat).relay.ceremony.seats[d.seat - 1]!;
      return s.signature ? [{ seat: d.seat, fingerprint: d.secrets!.fingerprint }] : [];
    });
    expect(realSignatures).toEqual([{ seat: 1, fingerprint: asked[0]!.fingerprint }]);
    // World 2 and world 3 lack their real seat's signature: no voter's browser accepts them.
    for (const seat of [2, 3]) {
      const view = split.world(seat).relay.ceremony;
      const state = assessCeremony(view);
      expect(state.complete).toBe(false);
      expect(state.signed).not.toContain(seat);
      expect(voterBallot(view, sitting.code!, 1, sampleCredential(0))).toBeNull();
    }
  });

  it("cannot assemble a complete view from the real devices' own entries", () => {
    // Each seat as its real device posted it (from its own world): the dealings were made for
    // other keys, the verification keys for other commitments, and only seat 1 signed anything.
    const mixed: CeremonyView = {
      manifest,
      publicKey: null,
      seats: [1, 2, 3].map((seat) => structuredClone(split.world(seat).relay.ceremony.seats[seat - 1]!)),
    };
    const state = assessCeremony(mixed);
    expect(state.complete).toBe(false);
    expect(state.problems.length).toBeGreaterThan(0);
    expect(voterBallot(mixed, sitting.code!, 1, sampleCredential(0))).toBeNull();
  });

  it("world 1 with the relay's own signatures for seats 2 and 3 is complete (puppet seats): the sitting is what stops it", () => {
    // This is the view a voter's browser could be shown, and the desk of a lying server: its
    // code is the one the chair read, its seats 2 and 3 are signed with keys the relay made.
    // No check on the view can tell; what stops it is that the members of seats 2 and 3 said
    // aloud that their codes differ (their devices stopped and never signed): the secretary
    // records each spoken «совпал», and the vote opens only with all of them.
    const world1 = split.world(1).relay.ceremony;
    const state = assessCeremony(world1);
    expect(everyMemberSaidMatch(sitting, 3)).toBe(false);
    expect(state.complete).toBe(true);
    expect(state.code).toBe(sitting.code);
    expect(state.signed).toEqual([1, 2, 3]);
    expect(devices.filter((d) => d.confirmed.fingerprint === state.fingerprint).map((d) => d.seat)).toEqual([
      1,
    ]);
    // The device keys of seats 2 and 3 in that view are not the members' devices' keys.
    for (const d of devices.slice(1))
      expect(world1.seats[d.seat - 1]!.deviceKey).not.toBe(d.secrets!.deviceKey);
  });
});

/** The signing key of the relay's own device on `seat` in the world of real seat `world`. */
function puppetSigner(split: SplitRelay, world: number, seat: number) {
  const s = split.world(world).puppets.find((p) => p.seat === seat)!.secrets!;
  return { secret: s.deviceSecret!, publicKey: s.deviceKey };
}

describe("the grinding variant of key substitution", () => {
  // Models: the relay, having seen a device reveal its nonce, changes the entries it controls in
  // that device's view, to move the device's code onto the one read aloud (or to search for one).
  // The device froze the keys and dealings it saw before revealing: any change is an alarm.
  function reachedCode() {
    // Seat 2's device shows its code; nothing has been read aloud yet, so its member waits.
    const split = new SplitRelay([1, 2]);
    const devices = [1, 2].map(newDevice);
    const sitting = newSitting();
    drive(split, [devices[1]!], sitting);
    expect(devices[1]!.steps.at(-1)?.kind).toBe("ask-code");
    // The relay's own devices signed world 2's code already; it takes their signatures back, to
    // sign again once it has a code it likes.
    const world2 = split.world(2).relay.ceremony;
    for (const seat of [1, 3]) world2.seats[seat - 1]!.signature = null;
    return { split, devices, sitting, world2 };
  }
  const frozenAlarm = "Сервер показал этому устройству другие ключи или доли ключа, чем до подтверждения.";

  it("a share value changed in a fake dealing after the reveal: alarm, and the relay could move the code freely", () => {
    const { split, devices, sitting, world2 } = reachedCode();
    const before = assessCeremony(world2).code;
    const share = world2.seats[2]!.dealing!.shares[0]!; // fake seat 3's share to fake seat 1
    share.value = encodeScalar(BigInt(`0x${share.value}`) ^ 1n);
    // The relay signs it again with its own device's key for seat 3.
    const { signature: _, ...body } = world2.seats[2]!.dealing!;
    world2.seats[2]!.dealing = signDealing(assessCeremony(world2).base!, 3, body, puppetSigner(split, 2, 3));
    expect(assessCeremony(world2).problems).toEqual([]); // publicly still a sound view...
    expect(assessCeremony(world2).code).not.toBe(before); // ...with a new code: each try is one hash
    const step = stepDevice(devices[1]!, split, sitting);
    expect(step).toEqual({ kind: "alarm", problems: [frozenAlarm] });
    expect(stepDevice(devices[1]!, split, sitting).kind).toBe("alarm");
  });

  it("the device's confirmation dropped and a fake dealing replaced, to get a second reveal on a new view: alarm", () => {
    const { split, devices, sitting, world2 } = reachedCode();
    const keys = world2.seats.map((s) => s.deviceKey!);
    world2.seats[2]!.dealing = deal(
      assessCeremony(world2).base!,
      3,
      2,
      keys,
      puppetSigner(split, 2, 3),
    ).dealing;
    Object.assign(world2.seats[1]!, { verificationKey: null, nonce: null });
    world2.seats[0]!.verificationKey = null; // the relay's own confirmations go too, to be redone
    world2.seats[0]!.nonce = null;
    world2.seats[2]!.verificationKey = null;
    world2.seats[2]!.nonce = null;
    world2.publicKey = assessCeremony({ ...world2, publicKey: null }).publicKey;
    const step = stepDevice(devices[1]!, split, sitting);
    expect(step).toEqual({ kind: "alarm", problems: [frozenAlarm] });
    expect(kinds(devices[1]!).filter((k) => k === "confirm")).toHaveLength(1);
  });

  it("a fake dealing replaced while the device's confirmation stays: its verification key no longer fits, alarm", () => {
    const { split, devices, sitting, world2 } = reachedCode();
    const keys = world2.seats.map((s) => s.deviceKey!);
    world2.seats[2]!.dealing = deal(
      assessCeremony(world2).base!,
      3,
      2,
      keys,
      puppetSigner(split, 2, 3),
    ).dealing;
    world2.publicKey = assessCeremony({ ...world2, publicKey: null }).publicKey;
    const step = stepDevice(devices[1]!, split, sitting);
    expect(step.kind).toBe("alarm");
    expect((step as Extract<TrusteeStep, { kind: "alarm" }>).problems).toContain(
      "место 2: проверочный ключ не совпадает с обязательствами",
    );
    expect(kinds(devices[1]!)).not.toContain("sign");
  });
});

/** A ballot for `vote` encrypted under the record's key and signed with a key the relay made itself. */
function relayBallot(ctx: { fingerprint: string; publicKey: string }, vote: 0 | 1): CastBallot {
  return signBallot(ctx.fingerprint, encryptVote(ctx, vote), newCredential());
}

describe("fake tallies: the decryption oracle", () => {
  // Models: after the close the relay shows a device an urn of its own making: the target
  // voter's ballot and 20 ballots the relay encrypted itself (all "против"), with the right count
  // and the right roll marks. Decrypted, its tally would be the target's vote. Since issue 36 a
  // ballot must be signed with a member's credential: the relay holds none, so it either signs
  // with keys of its own (the record fails) or revokes the members' keys and registers its own
  // as late ones (the record verifies, and the keys' counts read out at the close give it away).
  const votes = Array.from({ length: 21 }, (_, i) => [i, (i % 3 === 0 ? 0 : 1) as 0 | 1] as [number, 0 | 1]);
  const election = honestElection(votes);
  const { relay, record: real } = election;
  const target = real.ballots[4]!; // roll entry 5 voted «за»
  const ctx = { fingerprint: real.fingerprint, publicKey: real.publicKey };
  const made = Array.from({ length: 20 }, () => relayBallot(ctx, 0));
  const oracleBallots = [target, ...made];
  const unsigned = buildRecord(
    relay.ceremony,
    { ballots: oracleBallots, voted: real.voted },
    { tally: sumBallots(oracleBallots), partials: [], result: null },
  );
  // The same urn, with the 20 members' keys revoked and the relay's registered as late ones.
  const oracle = buildRecord(
    relay.ceremony,
    {
      ballots: oracleBallots,
      voted: real.voted,
      revokedCredentials: manifest.credentials.filter((c) => c !== target.credential),
      lateCredentials: made.map((b) => b.credential).sort(),
    },
    { tally: sumBallots(oracleBallots), partials: [], result: null },
  );

  it("an urn of ballots no member's credential signed fails verification: 20 ballots named", () => {
    const { errors } = verifyRecord(unsigned);
    expect(errors).toEqual(made.map((_, i) => `бюллетень № ${i + 2}: ключ голосующего не из списка`));
    // Ballots without any signature are not even ballots of this format.
    const bare = structuredClone(unsigned);
    bare.ballots = bare.ballots.map((b, k) =>
      k === 0 ? b : ({ alpha: b.alpha, beta: b.beta, proof: b.proof } as CastBallot),
    );
    expect(verifyRecord(bare).errors[0]).toBe("бюллетень № 2: неверный формат");
  });

  it("with the members' keys revoked and its own registered late, it verifies: the counts read at the close and the voters' pages tell it apart", () => {
    expect(verifyRecord(oracle)).toEqual({ ok: true, errors: [] });
    expect(oracle.ballots.length).toBe(real.ballots.length);
    expect(oracle.voted).toEqual(real.voted);
    expect(oracle.headCode).not.toBe(real.headCode);
    // What the hall hears at the close: 20 keys replaced and 20 registered late, where it knows
    // of none (every member opened their link before the commission was seated).
    expect(credentialCounts(oracle)).toEqual({ sealed: 21, late: 20, revoked: 20 });
    expect(credentialCounts(real)).toEqual({ sealed: 21, late: 0, revoked: 0 });
    // Every voter's page finds its ballot missing, and the target's finds it moved (not at the place
    // its receipt names): no page says «в урне», and no voter could confirm this urn.
    const missing = election.receipts.filter(
      (r) => findInUrn(oracle.fingerprint, oracle.ballots, r) !== "found",
    );
    expect(missing).toHaveLength(21);
    expect(voterConfirmations(oracle)).toEqual({ confirmed: 0, ballots: 21 });
    // What the relay is after: with t partials of this urn, the count is the target's vote.
    const shares = election.devices.map((d) => d.secrets!.share!);
    const oCtx = { fingerprint: oracle.fingerprint, head: oracle.head };
    const partials = [1, 2].map((s) => partialDecrypt(oCtx, s, shares[s - 1]!, oracle.tally!));
    expect(combinePartials(oracle.tally!, partials, 2, 21)).toBe(1);
  });

  /** The relay: the honest one's views, with `shown` in place of the record and `decrypted` as it likes. */
  class OracleRelay implements Relay {
    partials: TrusteeStep[] = [];
    constructor(public shown: (seat: number) => typeof oracle) {}
    view(seat: number) {
      return { ...relay.view(seat), record: this.shown(seat) };
    }
    post(_seat: number, step: TrusteeStep) {
      if (step.kind === "decrypt") this.partials.push(step);
    }
  }

  it("the member compares the urn's code with the one read out at the close, and the device never decrypts", () => {
    const lying = new OracleRelay(() => structuredClone(oracle));
    const devices = structuredClone(election.devices);
    drive(lying, devices, election.sitting);
    for (const d of devices) {
      const asks = d.steps.slice(election.devices[0]!.steps.length);
      expect(asks.length).toBeGreaterThan(0);
      expect(asks.every((s) => s.kind === "ask-urn")).toBe(true);
      // No voter could sign «нашел» in this urn: the device says 0 of 21 before it asks.
      expect(asks[0]).toMatchObject({ headCode: oracle.headCode, ballots: 21, marks: 21, found: 0 });
      // And the chair reads out 20 keys added and 20 replaced, where the sitting knows of none.
      expect(asks[0]).toMatchObject({ keys: { sealed: 21, late: 20, revoked: 20 } });
      expect(d.confirmed.urn).toBeUndefined();
    }
    expect(lying.partials).toEqual([]);
  });

  it("after decrypting the real urn, a second different urn is an alarm, even with the member's confirmation", () => {
    const device = structuredClone(election.devices[0]!);
    const honestSeat1 = new OracleRelay(() => relay.record());
    expect(stepDevice(device, honestSeat1, election.sitting).kind).toBe("ask-urn");
    const decrypted = stepDevice(device, honestSeat1, election.sitting);
    expect(decrypted.kind).toBe("decrypt");
    expect(device.secrets!.opened!.head).toBe(real.head);
    // The relay shows its own urn (which does not hold the device's partial), and the member
    // is even talked into confirming that urn's head.
    const lying = new OracleRelay(() => structuredClone(oracle));
    device.confirmed = { ...device.confirmed, urn: { head: oracle.head, ballots: 21 } };
    const step = stepDevice(device, lying, election.sitting);
    expect(step).toEqual({
      kind: "alarm",
      problems: [
        "Устройство уже расшифровало свою часть суммы для другой урны. Вторую, другую урну оно не расшифрует: сообщите об этом на заседании.",
      ],
    });
    expect(lying.partials).toEqual([]);
  });
});

describe("a made-up urn, a changed urn, a restored device (issue 36)", () => {
  const votes = Array.from({ length: 21 }, (_, i) => [i, (i % 3 === 0 ? 0 : 1) as 0 | 1] as [number, 0 | 1]);
  const election = honestElection(votes);
  const { relay, record: real } = election;
  const target = real.ballots[4]!;
  const ctx = { fingerprint: real.fingerprint, publicKey: real.publicKey };
  // The consistent lie (a record that verifies): the target's ballot and 20 of the relay's own,
  // the members' other keys revoked and the relay's registered as late ones.
  const made = Array.from({ length: 20 }, () => relayBallot(ctx, 0));
  const madeUp = [target, ...made];
  const oracle = buildRecord(
    relay.ceremony,
    {
      ballots: madeUp,
      voted: real.voted,
      revokedCredentials: manifest.credentials.filter((c) => c !== target.credential),
      lateCredentials: made.map((b) => b.credential).sort(),
    },
    { tally: sumBallots(madeUp), partials: [], result: null },
  );
  /** The relay's view for every device: `shown` as the record; decryptions collected. */
  class Shown implements Relay {
    partials: TrusteeStep[] = [];
    constructor(public shown: () => typeof oracle) {}
    view(seat: number) {
      return { ...relay.view(seat), record: this.shown() };
    }
    post(_seat: number, step: TrusteeStep) {
      if (step.kind === "decrypt") this.partials.push(step);
    }
  }
  /** The devices as they were at the close (the secrets a backup made before it holds). */
  const atClose = () => structuredClone(election.devices);

  it("shown to every audience, its code is the one the chair reads: the voters' pages disagree, so nobody decrypts", () => {
    const everyone = new Shown(() => structuredClone(oracle));
    const devices = atClose();
    const sitting = { ...newSitting(), code: election.sitting.code, urn: null as Sitting["urn"] };
    // The chair reads the urn's code from their device (the made-up urn's) and the secretary the turnout.
    const asked = stepDevice(devices[0]!, everyone, sitting);
    expect(asked).toMatchObject({ kind: "ask-urn", headCode: oracle.headCode, ballots: 21, typed: false });
    sitting.urn = { headCode: oracle.headCode, ballots: 21 };
    // Before the commission decrypts, the hall is asked: each voter's page looks for its ballot.
    const pages = election.receipts.map((r) => findInUrn(oracle.fingerprint, oracle.ballots, r));
    // The target's page finds its ballot at another place (the urn rewritten), the others none.
    expect(pages.filter((p) => p === "missing")).toHaveLength(20);
    expect(pages[4]).toBe("rewritten");
    sitting.disagreement = pages.some((p) => p !== "found");
    drive(everyone, devices, sitting);
    expect(everyone.partials).toEqual([]);
    for (const d of devices) expect(d.steps.at(-1)?.kind).toBe("ask-urn");
  });

  it("changed after a device showed its code (the DBA's rewrite between the close and the decryption): an alarm", () => {
    const devices = atClose();
    const genuine = new Shown(() => relay.record());
    const sitting = { ...newSitting(), code: election.sitting.code };
    expect(stepDevice(devices[1]!, genuine, sitting)).toMatchObject({
      kind: "ask-urn",
      headCode: real.headCode,
    });
    expect(devices[1]!.secrets!.urn).toBe(real.head);
    // The chair read the genuine code; the urn is rewritten before this member confirms.
    sitting.urn = { headCode: real.headCode, ballots: 21 };
    const rewritten = new Shown(() => structuredClone(oracle));
    const step = stepDevice(devices[1]!, rewritten, sitting);
    expect(step.kind).toBe("alarm");
    expect((step as Extract<TrusteeStep, { kind: "alarm" }>).problems[0]).toMatch(
      /^Сервер показывает другую урну, чем та, код которой устройство показало вам/,
    );
    // Even confirmed by its member (talked into it), the device does not decrypt the new urn.
    devices[1]!.confirmed = { ...devices[1]!.confirmed, urn: { head: oracle.head, ballots: 21 } };
    expect(stepDevice(devices[1]!, rewritten, sitting).kind).toBe("alarm");
    expect(rewritten.partials).toEqual([]);
  });

  it("a device decrypts only when its member confirmed the turnout too", () => {
    const devices = atClose();
    const genuine = new Shown(() => relay.record());
    const device = devices[0]!;
    device.confirmed = { ...device.confirmed, urn: { head: real.head, ballots: 20 } };
    expect(trusteeStep(genuine.view(1), device.secrets, device.confirmed).kind).toBe("ask-urn");
    device.confirmed = { ...device.confirmed, urn: { head: real.head, ballots: 21 } };
    expect(trusteeStep(genuine.view(1), device.secrets, device.confirmed).kind).toBe("decrypt");
  });

  it("a restore after the count, then a second urn: the restored device shows no code, and the code heard at the sitting does not open it", () => {
    // The honest count: seat 1 decrypts the real urn and, its part accepted, forgets its key.
    const [device] = atClose() as [Device];
    const backup = structuredClone(device.secrets!); // saved before the close
    const genuine = new Shown(() => relay.record());
    const decrypted = trusteeStep(genuine.view(1), device.secrets, { urn: { head: real.head, ballots: 21 } });
    expect(decrypted.kind).toBe("decrypt");
    const kept = erased((decrypted as Extract<TrusteeStep, { kind: "decrypt" }>).secrets);
    expect(kept.opened!.head).toBe(real.head);
    const second = new Shown(() => structuredClone(oracle));

    // In the same browser, the restore keeps what it remembers: the second urn is an alarm.
    const same = { ...device, secrets: restoredSecrets(backup, kept), confirmed: {} };
    expect(same.secrets.share).not.toBeNull();
    expect(stepDevice(same, second, election.sitting).kind).toBe("alarm");

    // In a new browser (or after clearing storage) nothing is remembered: the device asks its
    // member to type the urn's code, and shows none.
    const fresh = { ...newDevice(1), secrets: restoredSecrets(backup, null) };
    const asked = stepDevice(fresh, new Shown(() => structuredClone(oracle)), newSitting());
    expect(asked).toMatchObject({ kind: "ask-urn", typed: true, headCode: null, mistyped: false });
    expect(JSON.stringify(asked)).not.toContain(oracle.headCode);
    // The member types the code heard at the sitting (or printed in the protocol), as it sounds.
    const heard = real.headCode.toLowerCase().replaceAll("-", " ");
    fresh.confirmed = { urn: { code: heard, ballots: 21 } };
    const refused = trusteeStep(second.view(1), fresh.secrets, fresh.confirmed);
    expect(refused).toMatchObject({ kind: "ask-urn", typed: true, mistyped: true });
    expect(second.partials).toEqual([]);
    // The same typed code opens the real urn, once (it is the urn the sitting counted).
    expect(trusteeStep(genuine.view(1), fresh.secrets, fresh.confirmed).kind).not.toBe("ask-urn");
  });
});

describe("key substitution for the voter", () => {
  // Models: the relay shows voters a ceremony of its own, for the same manifest, with keys it
  // holds, so that it could decrypt their ballots.
  const election = honestElection([[0, 1]]);
  const realCode = election.sitting.code!;

  it("a whole ceremony run by the relay is complete, but its code is not the one read aloud", () => {
    const fake = new HonestRelay(manifest);
    const puppets = [1, 2, 3].map(newDevice);
    for (let round = 0; round < 8; round++) for (const p of puppets) puppetStep(p, fake);
    const state = assessCeremony(fake.ceremony);
    expect(state.complete).toBe(true);
    expect(state.code).not.toBe(realCode);
    expect(voterBallot(fake.ceremony, realCode, 1, sampleCredential(0))).toBeNull();
  });

  it("the real ceremony with one key or the election key replaced does not verify", () => {
    const real = election.relay.ceremony;
    const own = simulateElection({ seed: "relay", manifest, votes: [], decryptingSeats: [] });
    const views: CeremonyView[] = [
      { ...structuredClone(real), publicKey: own.publicKey },
      (() => {
        const v = structuredClone(real);
        v.seats[1] = structuredClone(own.seats[1]!); // a whole seat, consistent in itself
        return v;
      })(),
      (() => {
        const v = structuredClone(real);
        v.seats[2]!.dealing = structuredClone(own.seats[2]!.dealing);
        return v;
      })(),
    ];
    for (const v of views) {
      const state = assessCeremony(v);
      expect(state.complete).toBe(false);
      expect(state.problems.length).toBeGreaterThan(0);
      expect(voterBallot(v, realCode, 1, sampleCredential(0))).toBeNull();
    }
  });
});

describe("two records for two audiences", () => {
  // Models: the relay publishes one urn to some (the voters whose ballots it keeps) and
  // another, under the same election id and ceremony, to others (the commission, the protocol).
  const election = honestElection([
    [0, 1],
    [1, 0],
    [2, 1],
    [3, 0],
  ]);
  const a = election.record;
  const dropped = a.ballots.filter((_, i) => i !== 1);
  const ctx = { fingerprint: a.fingerprint, publicKey: a.publicKey };
  // The dropped voter's key is revoked and the relay's registered late: a ballot it signs itself.
  const own = relayBallot(ctx, 1);
  const replaced = [...dropped, own];
  const b = buildRecord(
    election.relay.ceremony,
    {
      ballots: replaced,
      voted: a.voted,
      revokedCredentials: [a.ballots[1]!.credential],
      lateCredentials: [own.credential],
    },
    { tally: sumBallots(replaced), partials: [], result: null },
  );

  it("both verify under one election id and one code, and their head codes differ", () => {
    expect(verifyRecord(a)).toEqual({ ok: true, errors: [] });
    expect(verifyRecord(b)).toEqual({ ok: true, errors: [] });
    expect(credentialCounts(b)).toMatchObject({ late: 1, revoked: 1 });
    expect(b.manifest.electionId).toBe(a.manifest.electionId);
    expect(b.code).toBe(a.code);
    expect(b.headCode).not.toBe(a.headCode);
  });

  it("the voter whose ballot was replaced finds it missing; the others find the urn rewritten after them", () => {
    expect(findInUrn(b.fingerprint, b.ballots, election.receipts[1]!)).toBe("missing");
    expect(findInUrn(b.fingerprint, b.ballots, election.receipts[0]!)).toBe("found");
    expect(findInUrn(b.fingerprint, b.ballots, election.receipts[2]!)).toBe("rewritten");
    for (const r of election.receipts) expect(findInUrn(a.fingerprint, a.ballots, r)).toBe("found");
  });
});

describe("ballot stuffing", () => {
  // Models: 7 members vote; the relay adds 14 ballots of its own (valid proofs: anyone can
  // encrypt under the election key). Since issue 36 each needs a member's credential.
  const votes = Array.from({ length: 7 }, (_, i) => [i * 3, 0] as [number, 0 | 1]);
  const election = honestElection(votes);
  const real = election.record;
  const ctx = { fingerprint: real.fingerprint, publicKey: real.publicKey };
  const added = Array.from({ length: 14 }, () => relayBallot(ctx, 1));
  const ballots = [...real.ballots, ...added];
  const count = { tally: sumBallots(ballots), partials: [], result: null };
  const forged = real.voted.map(() => true);

  it("fails verification: 14 ballots signed by no credential of the list, whatever the marks", () => {
    const stuffed = buildRecord(election.relay.ceremony, { ballots, voted: forged }, count);
    expect(verifyRecord(stuffed).errors).toEqual(
      added.map((_, i) => `бюллетень № ${i + 8}: ключ голосующего не из списка`),
    );
  });

  it("its own keys added as late ones: more usable keys than roll lines, refused", () => {
    const late = added.map((b) => b.credential).sort();
    const stuffed = buildRecord(
      election.relay.ceremony,
      { ballots, voted: forged, lateCredentials: late },
      count,
    );
    expect(verifyRecord(stuffed).errors).toEqual([
      "ключей голосующих 35 (в манифесте 21, поздних 14, отозвано 0), а строк явочного листа 21",
    ]);
  });

  it("the non-voters' keys revoked and its own added late: it verifies, the counts read at the close show 14 and 14, and every non-voter sees their line marked", () => {
    const nonVoters = manifest.roll.map((_, i) => i).filter((i) => !real.voted[i]);
    expect(nonVoters).toHaveLength(14);
    const stuffed = buildRecord(
      election.relay.ceremony,
      {
        ballots,
        voted: forged,
        revokedCredentials: nonVoters.map((i) => sampleCredential(i).publicKey).sort(),
        lateCredentials: added.map((b) => b.credential).sort(),
      },
      count,
    );
    expect(verifyRecord(stuffed).ok).toBe(true);
    expect(credentialCounts(stuffed)).toEqual({ sealed: 21, late: 14, revoked: 14 });
    for (const i of nonVoters) expect(stuffed.voted[i]).toBe(true);
    // And the count announced at the close (7) is not the urn's (21).
    expect(stuffed.ballots.length).not.toBe(election.sitting.urn!.ballots);
  });
});

describe("a relabelled manifest", () => {
  // Models: the relay publishes a real record with the question, the round or the roll changed,
  // to pass the vote off as another one.
  const sim = simulateElection({
    seed: "relabel",
    manifest: sampleManifest(manifest.electionId),
    votes: [1, 1, 0],
    decryptingSeats: [1, 2],
  });
  const real = sim.record;
  const edits: [string, (m: typeof real.manifest) => void][] = [
    [
      "question",
      (m) => {
        m.question = "Присудить ученую степень доктора технических наук?";
      },
    ],
    [
      "round",
      (m) => {
        m.round = 2;
      },
    ],
    [
      "roll",
      (m) => {
        m.roll[6] = "Подставной Член Советович";
      },
    ],
  ];

  for (const [field, edit] of edits) {
    it(`the ${field} changed: fingerprint, signatures and ballot proofs all fail`, () => {
      const r = structuredClone(real);
      edit(r.manifest);
      expect(manifestProblems(r.manifest)).toEqual([]);
      const v = verifyRecord(r);
      expect(v.ok).toBe(false);
      for (const seat of [1, 2, 3])
        expect(v.errors).toContain(`церемония: место ${seat}: ключ устройства не прошел проверку`);
      expect(v.errors.at(-1)).toBe("бюллетени не проверены: церемония не сходится");
      // Whatever fingerprint the relabelled manifest gives, nothing signed or cast was made for it.
      const base = assessCeremony({ manifest: r.manifest, seats: [], publicKey: null }).base!;
      const fingerprint = electionFingerprint(base, real.publicKey, sim.seats);
      expect(fingerprint).not.toBe(real.fingerprint);
      const resigned = sim.seats.map((s) => ({
        ...s,
        signature: signFingerprint(fingerprint, s.seat, sim.deviceKeys[0]!.secret, s.deviceKey!),
      }));
      expect(
        assessCeremony({ manifest: r.manifest, seats: resigned, publicKey: real.publicKey }).complete,
      ).toBe(false);
      for (const { alpha, beta, proof } of real.ballots)
        expect(verifyBallot({ fingerprint, publicKey: real.publicKey }, { alpha, beta, proof })).toBe(false);
    });
  }
});

describe("a threshold of 1 or a commission of 2", () => {
  // Models: the relay states a manifest under which one device (or one member) can decrypt alone.
  const t1 = { ...sampleManifest(manifest.electionId), threshold: 1 };
  const n2 = (() => {
    const m = sampleManifest(manifest.electionId);
    return { ...m, commission: m.commission.slice(0, 2), threshold: 2 };
  })();

  it("manifestProblems refuses both", () => {
    expect(manifestProblems(t1)).toEqual([
      "манифест: порог должен быть 2 по правилу majority/1 для 3 членов комиссии",
    ]);
    expect(manifestProblems(n2)).toEqual([
      "манифест: в счетной комиссии должно быть не менее 3 членов по правилу majority/1",
    ]);
  });

  it("verifyRecord refuses a whole election run under either", () => {
    for (const m of [t1, n2]) {
      const sim = simulateElection({
        seed: "weak",
        manifest: m,
        votes: [1, 0],
        decryptingSeats: m === t1 ? [2] : [1, 2],
      });
      expect(verifyRecord(sim.record)).toEqual({ ok: false, errors: manifestProblems(m) });
    }
  });

  it("the device raises an alarm instead of registering", () => {
    for (const m of [t1, n2]) {
      const view = {
        seat: 1,
        status: "DRAFT" as const,
        ceremony: emptyCeremony(m),
        record: null,
      };
      expect(trusteeStep(view, null)).toEqual({ kind: "alarm", problems: manifestProblems(m) });
    }
  });
});

describe("endless complaints", () => {
  // Models: a member (here the relay's accomplice at seat 3) complains falsely about an honest
  // dealer, to stop the ceremony or to have it restarted again and again.
  /** The honest relay, but seat 3's device complains about seat 1 instead of confirming. */
  class Complainer implements Relay {
    constructor(public relay: HonestRelay) {}
    view(seat: number) {
      return this.relay.view(seat);
    }
    post(seat: number, step: TrusteeStep) {
      if (seat !== 3 || step.kind !== "confirm") return this.relay.post(seat, step);
      // The accomplice signs with its own device key: a complaint it is answerable for.
      const dealing = this.relay.ceremony.seats[0]!.dealing as Dealing;
      const base = assessCeremony(this.relay.ceremony).base!;
      const { deviceSecret, deviceKey } = step.secrets;
      const post = signComplaint(base, 3, 1, dealing, deviceSecret!, deviceKey);
      this.relay.post(3, { kind: "complain", dealer: 1, post });
    }
  }

  it("names the false complainer, stops the ceremony, and the honest devices wait without restarting", () => {
    const honest = new HonestRelay(manifest);
    const relay = new Complainer(honest);
    const devices = [1, 2, 3].map(newDevice);
    const sitting = newSitting();
    drive(relay, devices, sitting);
    const state = assessCeremony(honest.ceremony);
    expect(state.problems).toEqual([]);
    expect(state.disputes).toEqual([{ complainer: 3, dealer: 1, verdict: "complainer" }]);
    expect(state.fingerprint).toBeNull();
    // Seat 1 answered once; every device now waits on the dispute, and goes on waiting.
    expect(kinds(devices[0]!).filter((k) => k === "answer")).toHaveLength(1);
    drive(relay, devices, sitting);
    for (const d of devices) {
      expect(d.steps.at(-1)).toEqual({ kind: "wait", for: "dispute" });
      expect(kinds(d).filter((k) => k === "register" || k === "deal")).toEqual(["register", "deal"]);
      expect(kinds(d)).not.toContain("ask-code");
      expect(kinds(d)).not.toContain("sign");
    }
    expect(() => honest.open()).toThrow(/not complete/);
  });

  it("the honest dealer's answer shows nothing but the one share the complainer already had", () => {
    const sim = simulateElection({
      seed: "complaint",
      manifest: sampleManifest(manifest.electionId),
      votes: [],
      decryptingSeats: [],
    });
    const view: CeremonyView = {
      manifest: sampleManifest(manifest.electionId),
      publicKey: null,
      seats: structuredClone(sim.seats),
    };
    for (const s of view.seats) Object.assign(s, { verificationKey: null, nonce: null, signature: null });
    const [, , complainer] = sim.deviceKeys as [unknown, unknown, (typeof sim.deviceKeys)[0]];
    view.seats[2]!.complaint = signComplaint(
      sim.base,
      3,
      1,
      sim.dealings[0]!.dealing,
      complainer.secret,
      complainer.publicKey,
    );
    const secrets = {
      base: sim.base,
      seat: 1,
      deviceSecret: sim.deviceKeys[0]!.secret,
      deviceKey: sim.deviceKeys[0]!.publicKey,
      nonce: sim.deviceKeys[0]!.nonce,
      nonceCommitment: sim.deviceKeys[0]!.nonceCommitment,
      deviceProof: sim.deviceKeys[0]!.proof,
      dealing: sim.dealings[0]!.dealing,
      dealingNonces: sim.dealings[0]!.nonces,
      share: null,
      frozen: null,
      fingerprint: null,
      opened: null,
    };
    const step = trusteeStep({ seat: 1, status: "DRAFT", ceremony: view, record: null }, secrets);
    expect(step.kind).toBe("answer");
    const [reveal, ...more] = (step as Extract<TrusteeStep, { kind: "answer" }>).post;
    expect(more).toEqual([]);
    expect(Object.keys(reveal!).sort()).toEqual(["nonce", "share", "signature", "to"]);
    expect(reveal!.to).toBe(3);
    // The share is f_1(3), which seat 3's device opened itself before it complained.
    expect(BigInt(`0x${reveal!.share}`)).toBe(
      openShare(sim.base, 1, 3, complainer.secret, sim.dealings[0]!.dealing),
    );
    // The nonce is e_3 alone: it is the ephemeral of share 3 and of no other share.
    const E = encodePoint(G.multiply(BigInt(`0x${reveal!.nonce}`)));
    expect(sim.dealings[0]!.dealing.shares.map((s) => s.ephemeral === E)).toEqual([false, false, true]);
    // Nothing else leaves the device: the coefficients, its device secret and nonce stay.
    const text = JSON.stringify(step);
    expect(text).not.toContain(sim.deviceKeys[0]!.secret);
    expect(text).not.toContain(sim.deviceKeys[0]!.nonce);
    for (const n of [sim.dealings[0]!.nonces[0]!, sim.dealings[0]!.nonces[1]!]) expect(text).not.toContain(n);
  });

  it("an answer forged by the relay in the honest dealer's name names the relay on every device, and blames nobody", () => {
    // Answers are signed by the dealer's device: one the relay changed (so that the dealer
    // would be judged at fault) carries no valid signature. Every device's check of the view
    // names the relay; the dispute stays pending, never «dealer».
    const honest = new HonestRelay(manifest);
    const relay = new Complainer(honest);
    const devices = [1, 2, 3].map(newDevice);
    const sitting = newSitting();
    // Run until seat 1 has answered, then replace its answer.
    for (let round = 0; round < 5 && !kinds(devices[0]!).includes("answer"); round++)
      for (const d of devices) stepDevice(d, relay, sitting);
    const reveals = honest.ceremony.seats[0]!.reveals;
    expect(reveals).toHaveLength(1);
    reveals[0] = { ...reveals[0]!, share: encodeScalar(1n) };
    const forged = "место 1: ответ на жалобу места 3 не подписан устройством места 1 — его подделал сервер";
    expect(assessCeremony(honest.ceremony).disputes).toEqual([
      { complainer: 3, dealer: 1, verdict: "pending" },
    ]);
    for (const d of devices)
      expect(stepDevice(d, relay, sitting)).toEqual({ kind: "alarm", problems: [forged] });
  });

  it("a dealing swapped on its way to one seat: that seat's device names the relay instead of complaining", () => {
    // Before dealings were signed, a relay that showed seat 3 a changed dealing of seat 2 made
    // seat 3 complain, and every other device then found seat 3's complaint signature failing
    // (it signed the dealing it was shown): the honest complainer looked at fault.
    const honest = new HonestRelay(manifest);
    class Swapper implements Relay {
      view(seat: number) {
        const v = honest.view(seat);
        const dealing = v.ceremony.seats[1]!.dealing;
        if (seat === 3 && dealing) {
          const share = dealing.shares[2]!;
          share.value = encodeScalar((BigInt(`0x${share.value}`) + 1n) % 2n ** 252n);
        }
        return v;
      }
      post(seat: number, step: TrusteeStep) {
        honest.post(seat, step);
      }
    }
    const devices = [1, 2, 3].map(newDevice);
    drive(new Swapper(), devices, newSitting());
    expect(kinds(devices[2]!)).not.toContain("complain");
    expect(devices[2]!.steps.at(-1)).toEqual({
      kind: "alarm",
      problems: [
        "место 2: доли ключа не те, что подписало устройство этого места — их подменил сервер при пересылке",
      ],
    });
    expect(honest.ceremony.seats.every((s) => s.complaint === null)).toBe(true);
    expect(assessCeremony(honest.ceremony).disputes).toEqual([]);
    expect(alarms(devices[0]!)).toEqual([]);
    expect(alarms(devices[1]!)).toEqual([]);
  });
});
