// The election record's verifier (docs/RECORD.md §11): every check has a failing case with the
// Russian line that names the item.
import { describe, expect, it } from "vitest";
import { encodePoint, G } from "./group.ts";
import {
  confirmFound,
  credentialCounts,
  type ElectionRecord,
  encryptAuditable,
  encryptVote,
  newCredential,
  partialDecrypt,
  SPOILED_FORMAT,
  type SpoiledBallot,
  shortCode,
  signBallot,
  sumBallots,
  urnHeads,
  verifyRecord,
  voterConfirmations,
} from "./index.ts";
import { deterministicRand, sampleCredential, sampleManifest, simulateElection } from "./testing.ts";

const manifest = sampleManifest("c3d4e5f6-a7b8-4c9d-8e0f-112233445566", { roll: 9 });
const sim = simulateElection({
  seed: "record",
  manifest,
  votes: [1, 0, 1, 1, 0, 1],
  decryptingSeats: [3, 2],
});
const base = sim.record;

/** A deep copy of the base record with `edit` applied. */
function variant(edit: (r: ElectionRecord) => void): ElectionRecord {
  const r = structuredClone(base);
  edit(r);
  return r;
}

/** Re-chains the urn after the ballots were edited: head, code, marks, tally; no confirmation, no count. */
function rechain(r: ElectionRecord): void {
  r.head = urnHeads(r.fingerprint, r.ballots).at(-1)!;
  r.headCode = shortCode(r.head);
  r.voted = r.manifest.roll.map((_, i) => i < r.ballots.length);
  r.tally = sumBallots(r.ballots);
  r.confirmations = [];
  r.partialDecryptions = [];
  r.result = null;
}

/** Expects the record to fail with exactly `errors` (in order). */
function expectErrors(r: unknown, errors: string[]) {
  expect(verifyRecord(r)).toEqual({ ok: false, errors });
}

describe("verifyRecord", () => {
  it("accepts an honest record, the same while the poll is open, and while counting", () => {
    expect(verifyRecord(base)).toEqual({ ok: true, errors: [] });
    expect(verifyRecord(JSON.parse(JSON.stringify(base)))).toEqual({ ok: true, errors: [] });
    const open = variant((r) => {
      r.tally = null;
      r.confirmations = [];
      r.partialDecryptions = [];
      r.result = null;
    });
    expect(verifyRecord(open)).toEqual({ ok: true, errors: [] });
    const counting = variant((r) => {
      r.result = null;
      r.partialDecryptions = r.partialDecryptions.slice(0, 1);
    });
    expect(verifyRecord(counting)).toEqual({ ok: true, errors: [] });
    const all = simulateElection({ seed: "record", manifest, votes: [1, 0, 1], decryptingSeats: [3, 1, 2] });
    expect(verifyRecord(all.record)).toEqual({ ok: true, errors: [] });
  });

  it("never throws on garbage, and stops at a wrong shape or format", () => {
    for (const u of [null, undefined, 1, "x", [], {}, { ...base, extra: 1 }])
      expect(verifyRecord(u).ok).toBe(false);
    expectErrors({ ...base, format: "dissovet-record/2" }, ["формат: ожидается «dissovet-record/3»"]);
    const { head: _head, ...headless } = base;
    expect(verifyRecord(headless).errors).toEqual([
      "запись: ожидаются ровно поля format, manifest, ceremony, publicKey, fingerprint, code, lateCredentials, revokedCredentials, ballots, head, headCode, voted, spoiled, tally, confirmations, partialDecryptions, result",
    ]);
    for (const ceremony of ["x", [null], [{ ...base.ceremony[0], extra: 1 }]])
      expect(verifyRecord({ ...base, ceremony }).errors).toEqual([
        "церемония: ожидается список мест с полями seat, deviceKey, nonceCommitment, deviceProof, dealing, verificationKey, nonce, signature",
      ]);
    const garbage = variant((r) => {
      (r.ceremony[1] as unknown as Record<string, unknown>).dealing = "x";
      (r as unknown as Record<string, unknown>).ballots = [1, null];
      (r as unknown as Record<string, unknown>).partialDecryptions = [{}];
    });
    expect(verifyRecord(garbage).ok).toBe(false);
  });

  it("stops at an unsound manifest: a wrong stated threshold is itself the error", () => {
    expectErrors(
      variant((r) => {
        r.manifest.threshold = 3;
      }),
      ["манифест: порог должен быть 2 по правилу majority/1 для 3 членов комиссии"],
    );
    expectErrors(
      variant((r) => {
        r.manifest.group = "p256" as "ristretto255";
      }),
      ["манифест: группа должна быть ristretto255"],
    );
  });

  it("checks the ceremony, then the fingerprint and its code", () => {
    // A bad device key: the first line names it; what could not be checked after it follows.
    const badKey = verifyRecord(
      variant((r) => {
        r.ceremony[1]!.deviceProof = r.ceremony[0]!.deviceProof;
      }),
    ).errors;
    expect(badKey[0]).toBe("церемония: место 2: ключ устройства не прошел проверку");
    expect(badKey.at(-1)).toBe("бюллетени не проверены: церемония не сходится");
    expectErrors(
      variant((r) => {
        r.ceremony[2]!.signature = r.ceremony[1]!.signature;
      }),
      [
        "церемония: место 3: подпись под кодом голосования не прошла проверку",
        "бюллетени не проверены: церемония не сходится",
      ],
    );
    expectErrors(
      variant((r) => {
        r.publicKey = encodePoint(G);
      }),
      [
        "церемония: ключ голосования не равен сумме первых обязательств комиссии",
        "бюллетени не проверены: церемония не сходится",
      ],
    );
    expectErrors(
      variant((r) => {
        r.publicKey = null as unknown as string;
      }),
      ["ключ голосования: не указан", "бюллетени не проверены: церемония не сходится"],
    );
    expectErrors(
      variant((r) => {
        r.fingerprint = sim.base;
      }),
      ["отпечаток: не тот, что дает манифест с церемонией"],
    );
    expectErrors(
      variant((r) => {
        r.code = shortCode(sim.base);
      }),
      ["код голосования: не тот, что дает отпечаток"],
    );
  });

  it("checks every ballot's proof and refuses a ballot twice", () => {
    expectErrors(
      variant((r) => {
        r.ballots[4]!.proof = [r.ballots[4]!.proof[1], r.ballots[4]!.proof[0]];
        rechain(r);
      }),
      ["бюллетень № 5: доказательство не сходится", "бюллетень № 5: подпись ключом голосующего не сходится"],
    );
    expectErrors(
      variant((r) => {
        r.ballots.push(r.ballots[2]!);
        rechain(r);
      }),
      ["бюллетень № 7: повтор бюллетеня № 3", "бюллетень № 7: второй бюллетень ключа бюллетеня № 3"],
    );
    // A ballot made for another election (valid proof and signature, another fingerprint) is refused.
    const foreign = signBallot(
      sim.base,
      encryptVote({ fingerprint: sim.base, publicKey: base.publicKey }, 1),
      sampleCredential(7),
    );
    expectErrors(
      variant((r) => {
        r.ballots.push(foreign);
        rechain(r);
      }),
      ["бюллетень № 7: доказательство не сходится", "бюллетень № 7: подпись ключом голосующего не сходится"],
    );
  });

  it("reports a malformed ballot, and that the chain and the tally could not be checked", () => {
    expectErrors(
      variant((r) => {
        r.ballots[0]!.alpha = "nope";
      }),
      [
        "бюллетень № 1: неверный формат",
        "урна: цепочка не проверена, есть бюллетени неверного формата",
        "сумма: не проверена, есть бюллетени неверного формата",
        "подтверждения голосующих не проверены: цепочка урны не сходится",
      ],
    );
    expectErrors({ ...base, ballots: "none" }, [
      "бюллетени: ожидается список",
      "урна: головной хэш не тот, что дает цепочка бюллетеней",
      "код урны: не тот, что дает головной хэш",
      "отметки о голосовании: проголосовавших 6, а бюллетеней 0",
      "сумма: не равна сумме бюллетеней",
      "подтверждения голосующих не проверены: цепочка урны не сходится",
      "итог: расшифрованная сумма не является числом голосов от 0 до 0",
    ]);
  });

  it("checks the urn's chain, its head and the head's code", () => {
    expectErrors(
      variant((r) => {
        [r.ballots[0], r.ballots[1]] = [r.ballots[1]!, r.ballots[0]!];
      }),
      [
        "урна: головной хэш не тот, что дает цепочка бюллетеней",
        "код урны: не тот, что дает головной хэш",
        "подтверждения голосующих не проверены: цепочка урны не сходится",
      ],
    );
    expectErrors(
      variant((r) => {
        r.head = sim.heads[3]!;
        r.headCode = shortCode(r.head);
      }),
      [
        "урна: головной хэш не тот, что дает цепочка бюллетеней",
        // The code is checked against the head the chain gives, not the stated one.
        "код урны: не тот, что дает головной хэш",
        "подтверждения голосующих не проверены: цепочка урны не сходится",
        // The partial decryptions name the urn they opened.
        "частичная расшифровка места 3: доказательство не сходится",
        "частичная расшифровка места 2: доказательство не сходится",
        "итог: верных частичных расшифровок 0, нужно 2",
      ],
    );
    expectErrors(
      variant((r) => {
        r.headCode = shortCode(sim.heads[3]!);
      }),
      ["код урны: не тот, что дает головной хэш"],
    );
  });

  it("checks the roll's marks: one per roll entry, as many as ballots", () => {
    expectErrors(
      variant((r) => {
        r.voted[0] = false;
      }),
      ["отметки о голосовании: проголосовавших 5, а бюллетеней 6"],
    );
    for (const voted of [[true], [...base.voted, false], base.voted.map((v) => (v ? 1 : 0)), null])
      expectErrors({ ...base, voted }, [
        "отметки о голосовании: ожидается 9 значений да/нет, по одному на строку явочного листа",
      ]);
    // Which entries are marked is not the verifier's to know: any 6 of 9 pass.
    expect(verifyRecord({ ...base, voted: [...base.voted].reverse() }).ok).toBe(true);
  });

  it("checks the tally against the sum of the ballots", () => {
    expectErrors(
      variant((r) => {
        r.tally = sumBallots(r.ballots.slice(1));
      }),
      [
        "сумма: не равна сумме бюллетеней",
        "частичная расшифровка места 3: доказательство не сходится",
        "частичная расшифровка места 2: доказательство не сходится",
        "итог: верных частичных расшифровок 0, нужно 2",
      ],
    );
    expectErrors(
      variant((r) => {
        r.tally = { alpha: "x", beta: "y" };
      }),
      [
        "сумма: ожидается null или {alpha, beta} с каноническими точками",
        "частичные расшифровки: есть, а суммы нет",
        "итог: есть, а суммы нет",
      ],
    );
  });

  it("checks every partial decryption: each listed must verify", () => {
    const [a, b] = base.partialDecryptions as [
      ElectionRecord["partialDecryptions"][0],
      ElectionRecord["partialDecryptions"][0],
    ];
    expectErrors(
      variant((r) => {
        r.partialDecryptions[0]!.factor = b.factor;
      }),
      [
        "частичная расшифровка места 3: доказательство не сходится",
        "итог: верных частичных расшифровок 1, нужно 2",
      ],
    );
    expectErrors(
      variant((r) => {
        r.partialDecryptions[1]!.seat = 1;
      }),
      [
        "частичная расшифровка места 1: доказательство не сходится",
        "итог: верных частичных расшифровок 1, нужно 2",
      ],
    );
    expectErrors(
      variant((r) => {
        r.partialDecryptions.push(a);
      }),
      ["частичная расшифровка № 3: место 3 повторяется"],
    );
    expectErrors(
      variant((r) => {
        r.partialDecryptions[0]!.seat = 4;
      }),
      [
        "частичная расшифровка № 1: неверный формат или место вне 1–3",
        "итог: верных частичных расшифровок 1, нужно 2",
      ],
    );
    // A bad third partial beside two good ones: the result still decrypts, the record is invalid.
    const third = partialDecrypt(
      { fingerprint: sim.fingerprint, head: sim.heads[2]! },
      1,
      sim.secretShares[0]!,
      sim.tally,
    );
    expectErrors(
      variant((r) => {
        r.partialDecryptions.push(third);
      }),
      ["частичная расшифровка места 1: доказательство не сходится"],
    );
    expectErrors(
      variant((r) => {
        r.tally = null;
        r.confirmations = [];
        r.result = null;
      }),
      ["частичные расшифровки: есть, а суммы нет"],
    );
    expectErrors({ ...base, partialDecryptions: "x" }, [
      "частичные расшифровки: ожидается список",
      "итог: верных частичных расшифровок 0, нужно 2",
    ]);
  });

  it("checks the result against the decrypted tally", () => {
    expectErrors(
      variant((r) => {
        r.result = { for: 3, against: 3 };
      }),
      ["итог: «за» записано 3, а сумма расшифровывается в 4", "итог: «против» должно быть 2"],
    );
    expectErrors(
      variant((r) => {
        r.result = { for: 4, against: 1 };
      }),
      ["итог: «против» должно быть 2"],
    );
    expectErrors(
      variant((r) => {
        r.partialDecryptions.pop();
      }),
      ["итог: верных частичных расшифровок 1, нужно 2"],
    );
    expectErrors(
      variant((r) => {
        r.tally = null;
        r.confirmations = [];
        r.partialDecryptions = [];
      }),
      ["итог: есть, а суммы нет"],
    );
    for (const result of [{ for: -1, against: 7 }, { for: 4 }, { for: 4, against: 2.5 }, 6])
      expectErrors({ ...base, result }, ["итог: ожидается null или {for, against} с целыми числами от 0"]);
  });

  it("reports a tally that decrypts to no count of these ballots", () => {
    // The relay adds a ballot it encrypted for 2 under the right key; it has no valid proof.
    const Y = base.publicKey;
    const two = encryptVote({ fingerprint: sim.fingerprint, publicKey: Y }, 1);
    const stuffed = variant((r) => {
      r.tally = sumBallots([...r.ballots, two, two, two, two]);
    });
    const errors = verifyRecord(stuffed).errors;
    expect(errors[0]).toBe("сумма: не равна сумме бюллетеней");
    expect(errors).toContain("итог: верных частичных расшифровок 0, нужно 2");
    // With honest partials of that tally, the count 8 exceeds the 6 ballots.
    const ctxHead = { fingerprint: sim.fingerprint, head: base.head };
    const tally = sumBallots([...base.ballots, two, two, two, two]);
    const partials = [3, 2].map((s) => partialDecrypt(ctxHead, s, sim.secretShares[s - 1]!, tally));
    expectErrors({ ...base, tally, partialDecryptions: partials }, [
      "сумма: не равна сумме бюллетеней",
      "итог: расшифрованная сумма не является числом голосов от 0 до 6",
    ]);
  });
});

describe("verifyRecord: the voters' credentials (docs/RECORD.md §5.3, §8)", () => {
  const own = newCredential(deterministicRand("record/own"));
  /** Ballot `i` of the base record re-signed with `credential`, and the urn re-chained. */
  const resigned = (i: number, credential = own) =>
    variant((r) => {
      const { alpha, beta, proof } = r.ballots[i]!;
      r.ballots[i] = signBallot(r.fingerprint, { alpha, beta, proof }, credential);
      rechain(r);
    });

  it("refuses a ballot whose signature does not hold, or that no usable credential signed", () => {
    expectErrors(
      variant((r) => {
        r.ballots[2]!.signature = r.ballots[3]!.signature;
        rechain(r);
      }),
      ["бюллетень № 3: подпись ключом голосующего не сходится"],
    );
    // Signed by a key the server made: the signature holds, the key is not the list's.
    expectErrors(resigned(2), ["бюллетень № 3: ключ голосующего не из списка"]);
    // Signed again by a member who already voted: a second ballot of one credential.
    expectErrors(resigned(2, sampleCredential(0)), ["бюллетень № 3: второй бюллетень ключа бюллетеня № 1"]);
  });

  it("takes a late credential, and refuses a revoked one", () => {
    const late = resigned(2);
    late.lateCredentials = [own.publicKey];
    late.revokedCredentials = [sampleCredential(2).publicKey];
    expect(verifyRecord(late)).toEqual({ ok: true, errors: [] });
    expect(credentialCounts(late)).toEqual({ sealed: 9, late: 1, revoked: 1 });
    // The member's own key, revoked, may not sign.
    const revoked = variant((r) => {
      r.revokedCredentials = [sampleCredential(0).publicKey];
    });
    expectErrors(revoked, ["бюллетень № 1: ключ голосующего не из списка"]);
  });

  it("never gives more usable keys than roll lines, nor keys that are not points in order", () => {
    // All 9 lines have a key in the manifest: one more late key is one too many.
    expectErrors(
      variant((r) => {
        r.lateCredentials = [own.publicKey];
      }),
      ["ключей голосующих 10 (в манифесте 9, поздних 1, отозвано 0), а строк явочного листа 9"],
    );
    expectErrors(
      variant((r) => {
        r.lateCredentials = [r.manifest.credentials[0]!];
        r.revokedCredentials = [r.manifest.credentials[0]!];
      }),
      ["поздние ключи голосующих: ключ уже есть в манифесте"],
    );
    expectErrors(
      variant((r) => {
        r.revokedCredentials = [own.publicKey];
      }),
      ["отозванные ключи голосующих: ключа нет в манифесте"],
    );
    expectErrors(
      variant((r) => {
        r.lateCredentials = ["0".repeat(64)];
      }),
      ["поздние ключи голосующих: ожидается список точек по возрастанию, без повторов"],
    );
  });
});

describe("verifyRecord: the voters' confirmations (docs/RECORD.md §8.4)", () => {
  it("counts the confirmations of this urn: all 6 here, none of another head", () => {
    expect(voterConfirmations(base)).toEqual({ confirmed: 6, ballots: 6 });
    expect(voterConfirmations({ ...base, head: sim.heads[3]! })).toEqual({ confirmed: 0, ballots: 6 });
    expect(
      voterConfirmations({ ...base, confirmations: [...base.confirmations, base.confirmations[0]!] }),
    ).toEqual({ confirmed: 6, ballots: 6 });
    expect(voterConfirmations({ ...base, confirmations: "x" } as unknown as ElectionRecord)).toEqual({
      confirmed: 0,
      ballots: 6,
    });
  });

  it("refuses a confirmation by a key with no ballot, one for another head, one out of order, and any before the close", () => {
    const stranger = confirmFound(base.fingerprint, base.head, newCredential());
    expectErrors(
      variant((r) => {
        r.confirmations = [...r.confirmations, stranger].sort((a, b) =>
          a.credential < b.credential ? -1 : 1,
        );
      }),
      [
        `подтверждение голосующего № ${
          [...base.confirmations, stranger]
            .sort((a, b) => (a.credential < b.credential ? -1 : 1))
            .indexOf(stranger) + 1
        }: ключа нет среди бюллетеней урны`,
      ],
    );
    expectErrors(
      variant((r) => {
        r.confirmations[0] = confirmFound(r.fingerprint, sim.heads[2]!, sampleCredential(0));
        r.confirmations.sort((a, b) => (a.credential < b.credential ? -1 : 1));
      }),
      [
        `подтверждение голосующего № ${
          base.confirmations.findIndex((c) => c.credential === sampleCredential(0).publicKey) + 1
        }: подпись не сходится с кодом этой урны`,
      ],
    );
    expectErrors(
      variant((r) => {
        r.confirmations.reverse();
      }),
      Array.from(
        { length: 5 },
        (_, i) =>
          `подтверждение голосующего № ${i + 2}: подтверждения должны идти по возрастанию ключа, без повторов`,
      ),
    );
    expectErrors(
      variant((r) => {
        r.tally = null;
        r.partialDecryptions = [];
        r.result = null;
      }),
      ["подтверждения голосующих: есть, а голосование не закрыто"],
    );
  });
});

describe("verifyRecord: the audited ballots published (docs/RECORD.md §13)", () => {
  const ctx = { fingerprint: base.fingerprint, publicKey: base.publicKey };
  const audited = encryptAuditable(ctx, 1, deterministicRand("record/spoiled"));
  const file: SpoiledBallot = {
    format: SPOILED_FORMAT,
    fingerprint: base.fingerprint,
    code: base.code,
    publicKey: base.publicKey,
    ballot: audited.ballot,
    vote: 1,
    randomness: audited.randomness,
  };

  it("checks each: a true one passes, a tampered one is named", () => {
    expect(verifyRecord({ ...base, spoiled: [file] })).toEqual({ ok: true, errors: [] });
    expectErrors({ ...base, spoiled: [file, { ...file, vote: 0 }] }, [
      "проверочный бюллетень № 2: бюллетень не является шифром выбора «против» с раскрытой случайностью",
    ]);
    const foreign = { ...file, fingerprint: sim.base, code: shortCode(sim.base) };
    expect(verifyRecord({ ...base, spoiled: [foreign] }).errors).toContain(
      "проверочный бюллетень № 1: зашифрован не для этого голосования",
    );
    expectErrors({ ...base, spoiled: "x" }, ["проверочные бюллетени: ожидается список"]);
  });

  it("refuses an audited ballot that was then cast", () => {
    const castToo = variant((r) => {
      r.spoiled = [file];
      r.ballots.push(signBallot(r.fingerprint, audited.ballot, sampleCredential(6)));
      rechain(r);
    });
    expectErrors(castToo, [
      "проверочный бюллетень № 1: оказался в урне: раскрытый бюллетень не должен подаваться",
    ]);
  });
});
