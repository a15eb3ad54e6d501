// The manifest: its checks, its digest H_B (RFC 8785 canonical JSON), n and t by the named rule,
// and the short code read aloud. Expected digests and codes were computed independently (Python:
// hashlib, json.dumps with sorted keys and no whitespace, a 5-bit reader over the first 80 bits).
import { describe, expect, it } from "vitest";
import { MAJORITY_1 } from "../council.ts";
import {
  CODE_ALPHABET,
  digestJson,
  isText,
  type Manifest,
  manifestDigest,
  manifestProblems,
  readShortCode,
  shortCode,
  TAG,
  trusteesOf,
} from "./index.ts";
import { sampleManifest } from "./testing.ts";

const sound = sampleManifest();

/** The sample manifest with `edit` applied to a deep copy. */
function edited(edit: (m: Record<string, unknown> & Manifest) => void): unknown {
  const m = structuredClone(sound) as Record<string, unknown> & Manifest;
  edit(m);
  return m;
}

/** Expects exactly one problem, matching `pattern`. */
function expectProblem(m: unknown, pattern: RegExp) {
  const problems = manifestProblems(m);
  expect(problems, problems.join("\n")).toHaveLength(1);
  expect(problems[0]).toMatch(pattern);
}

describe("shortCode", () => {
  it("uses 32 distinct symbols that read aloud without confusion", () => {
    expect([...CODE_ALPHABET]).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    for (const c of "01ЗОЙЁЩЪЫЬЭ") expect(CODE_ALPHABET).not.toContain(c);
    expect(CODE_ALPHABET).toMatch(/^23456789[А-Я]{24}$/);
  });

  it("writes the first 80 bits as 4 groups of 4 symbols, most significant first", () => {
    expect(shortCode("0".repeat(64))).toBe("2222-2222-2222-2222");
    expect(shortCode("f".repeat(64))).toBe("ЯЯЯЯ-ЯЯЯЯ-ЯЯЯЯ-ЯЯЯЯ");
    expect(shortCode(`0123456789abcdef0123${"0".repeat(44)}`)).toBe("26ЛП-ВФЧБ-РИ8Ю-Ю2Б5");
    // 5 bits per symbol: the last symbol is bits 75..79, so hex digit 20 matters and 21 does not.
    expect(shortCode(`${"0".repeat(19)}1${"0".repeat(44)}`)).toBe("2222-2222-2222-2223");
    expect(shortCode(`${"0".repeat(20)}${"f".repeat(44)}`)).toBe("2222-2222-2222-2222");
    const code = shortCode(manifestDigest(sound));
    expect(code).toMatch(new RegExp(`^([${CODE_ALPHABET}]{4}-){3}[${CODE_ALPHABET}]{4}$`));
  });

  it("refuses anything but a 64-hex digest", () => {
    for (const bad of ["", "0".repeat(63), "F".repeat(64), `${"0".repeat(63)}g`])
      expect(() => shortCode(bad)).toThrow(/64 lowercase hex/);
  });
});

describe("readShortCode", () => {
  const code = "П8МИ-УНЖ2-СКЮЖ-КУ8Ф";

  it("reads a code typed as the screen shows it, in lower case, spaced or without separators", () => {
    for (const typed of [
      code,
      code.toLowerCase(),
      "П8МИ УНЖ2 СКЮЖ КУ8Ф",
      "п8ми унж2 скюж ку8ф",
      "П8МИУНЖ2СКЮЖКУ8Ф",
      "  П8МИ—УНЖ2–СКЮЖ.КУ8Ф\n",
    ])
      expect(readShortCode(typed), typed).toBe(code);
  });

  it("reads a Latin look-alike as the Cyrillic symbol, and З as 3", () => {
    // M, Y, H, C and K typed in Latin: each is read as the Cyrillic symbol it looks like.
    expect(readShortCode("П8MИ-YHЖ2-CKЮЖ-KY8Ф")).toBe(code);
    expect(readShortCode("ЗЗЗЗ-2222-2222-2222")).toBe("3333-2222-2222-2222");
  });

  it("refuses what is not 16 symbols of the alphabet", () => {
    for (const typed of [
      "",
      "П8МИ-УНЖ2-СКЮЖ-КУ8",
      "П8МИ-УНЖ2-СКЮЖ-КУ8ФФ",
      "0000-0000-0000-0000",
      "ЪЪЪЪ-2222-2222-2222",
    ])
      expect(readShortCode(typed), typed).toBeNull();
  });
});

describe("isText", () => {
  it("calls blank a string of Unicode's White_Space and U+FEFF only, the same set an outside verifier uses", () => {
    for (const blank of [
      "",
      " ",
      "\t\n\v\f\r",
      "\u0085",
      "\u00a0",
      "\u1680",
      "\u2000\u200a",
      "\u2028\u2029",
      "\u202f\u205f\u3000",
      "\ufeff",
    ])
      expect(isText(blank), JSON.stringify(blank)).toBe(false);
    // Python's isspace() says these are space; JavaScript's \s says U+FEFF is: here the set is named.
    for (const text of ["\u001c", "\u001f", "\u200b", "\u180e", "а", " а "])
      expect(isText(text), JSON.stringify(text)).toBe(true);
    expect(isText(1)).toBe(false);
  });
});

describe("manifestDigest (H_B)", () => {
  it("is SHA-256 of the tag, '|' and the RFC 8785 form (an independent computation)", () => {
    expect(manifestDigest(sound)).toBe("096d6f870b0c19b724d63a180f06c1995d35c3ed368f776fbc68651517dfe63e");
    expect(shortCode(manifestDigest(sound))).toBe("37СС-Я3УГ-3КДЦ-ЖБ8С");
    expect(digestJson(TAG.manifest, sound)).toBe(manifestDigest(sound));
  });

  it("does not depend on key order or on how a number is written (1.0 is 1)", () => {
    const reordered = Object.fromEntries(Object.entries(sound).reverse()) as Manifest;
    expect(Object.keys(reordered)[0]).toBe("threshold");
    expect(manifestDigest(reordered)).toBe(manifestDigest(sound));
    const text = JSON.stringify(sound)
      .replace('"round":1', '"round":1.0')
      .replace('"threshold":2', '"threshold":2.00');
    expect(text).toContain('"round":1.0');
    const parsed = JSON.parse(text) as Manifest;
    expect(manifestDigest(parsed)).toBe(manifestDigest(sound));
    expect(manifestProblems(parsed)).toEqual([]);
  });

  it("changes with every field", () => {
    const base = manifestDigest(sound);
    const variants: unknown[] = [
      edited((m) => {
        m.question += " ";
      }),
      edited((m) => {
        m.round = 2;
      }),
      edited((m) => {
        m.roll = [...m.roll.slice(0, -1), "Другой Член Советович"];
      }),
      edited((m) => {
        m.electionId = "0b5d6a52-3c1e-4f7a-9b2d-8e4f1a6c7d91";
      }),
      edited((m) => {
        m.defense.specialty.code = "1.2.3";
      }),
      edited((m) => {
        m.credentials = m.credentials.slice(1);
      }),
    ];
    for (const v of variants) expect(manifestDigest(v as Manifest)).not.toBe(base);
  });
});

describe("manifestProblems", () => {
  it("accepts the sample manifest and never throws on garbage", () => {
    expect(manifestProblems(sound)).toEqual([]);
    for (const u of [null, undefined, 0, "x", [], {}, { ...sound, extra: 1 }]) {
      expect(manifestProblems(u).length).toBeGreaterThan(0);
    }
    expectProblem({ ...sound, extra: 1 }, /ожидаются ровно поля/);
    const { round: _round, ...missing } = sound;
    expectProblem(missing, /ожидаются ровно поля/);
  });

  it("names each bad field", () => {
    const cases: [unknown, RegExp][] = [
      [
        edited((m) => {
          m.electionId = sound.electionId.toUpperCase();
        }),
        /UUID/,
      ],
      [
        edited((m) => {
          m.group = "p256" as "ristretto255";
        }),
        /ristretto255/,
      ],
      [
        edited((m) => {
          m.council.name = " ";
        }),
        /совет/,
      ],
      [edited((m) => void Object.assign(m.council, { extra: "x" })), /совет/],
      [
        edited((m) => {
          m.defense.degree = "MASTER" as "DOCTOR";
        }),
        /защита/,
      ],
      [
        edited((m) => {
          m.defense.specialty = { code: "1.2.2" } as Manifest["defense"]["specialty"];
        }),
        /защита/,
      ],
      [
        edited((m) => {
          m.defense.id = 1 as unknown as string;
        }),
        /защита/,
      ],
      // The defense's id is a decimal string: what an outside verifier found both accepted.
      ...["abc", "01", "1.0", "-1", " 1", ""].map((id): [unknown, RegExp] => [
        edited((m) => {
          m.defense.id = id;
        }),
        /защита: нужны номер \(десятичная запись\)/,
      ]),
      [
        edited((m) => {
          m.format = "dissovet-manifest/2" as Manifest["format"];
        }),
        /формат должен быть «dissovet-manifest\/3»/,
      ],
      [
        edited((m) => {
          m.roll = [...m.roll.slice(0, -1), m.roll[4]!];
        }),
        /в явочном листе ФИО повторяется/,
      ],
      [
        edited((m) => {
          m.question = "\u0085\ufeff ";
        }),
        /вопрос/,
      ],
      [
        edited((m) => {
          m.credentials = [...m.credentials].reverse();
        }),
        /ключи голосующих: ожидается список точек по возрастанию, без повторов/,
      ],
      [
        edited((m) => {
          m.credentials = [m.credentials[0]!, m.credentials[0]!];
        }),
        /ключи голосующих: ожидается список точек по возрастанию/,
      ],
      [
        edited((m) => {
          m.credentials = ["0".repeat(64)];
        }),
        /ключи голосующих/,
      ],
      [
        edited((m) => {
          m.roll = m.roll.slice(0, 6);
        }),
        /ключей голосующих 7, а строк явочного листа 6/,
      ],
      [
        edited((m) => {
          m.question = "";
        }),
        /вопрос/,
      ],
      [
        edited((m) => {
          m.round = 0;
        }),
        /номер голосования/,
      ],
      [
        edited((m) => {
          m.round = 1.5;
        }),
        /номер голосования/,
      ],
      [
        edited((m) => {
          m.round = "1" as unknown as number;
        }),
        /номер голосования/,
      ],
      [
        edited((m) => {
          m.roll = [...m.roll, 7 as unknown as string];
        }),
        /явочный лист/,
      ],
      [
        edited((m) => {
          m.commission = [m.roll[0]!, m.roll[0]!, m.roll[1]!];
        }),
        /назван дважды/,
      ],
      [
        edited((m) => {
          m.commission = [m.roll[0]!, m.roll[1]!, "Чужой Человек"];
        }),
        /не в явочном листе/,
      ],
      [
        edited((m) => {
          m.thresholdRule = "majority/2";
        }),
        /неизвестное правило порога: majority\/2/,
      ],
      [
        edited((m) => {
          m.threshold = 3;
        }),
        /порог должен быть 2 по правилу majority\/1 для 3/,
      ],
    ];
    for (const [m, pattern] of cases) expectProblem(m, pattern);
    // An empty roll also leaves the commission off the roll; both are named.
    const empty = manifestProblems(
      edited((m) => {
        m.roll = [];
      }),
    );
    expect(empty).toContain("манифест: явочный лист должен быть непустым списком ФИО");
  });

  it("refuses a commission of fewer than 3 and a threshold of 1", () => {
    const two = edited((m) => {
      m.commission = m.commission.slice(0, 2);
      m.threshold = MAJORITY_1.threshold(2);
    });
    expectProblem(two, /не менее 3 членов/);
    expectProblem(
      edited((m) => {
        m.threshold = 1;
      }),
      /порог должен быть 2/,
    );
    const five = sampleManifest(undefined, { trustees: 5 });
    expect(manifestProblems(five)).toEqual([]);
    expect(five.threshold).toBe(3);
    expectProblem({ ...five, threshold: 2 }, /порог должен быть 3 по правилу majority\/1 для 5/);
  });

  it("knows only the rules' own names (no inherited property passes for a rule)", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expectProblem(
        edited((m) => {
          m.thresholdRule = name;
        }),
        /неизвестное правило порога/,
      );
    }
    expectProblem(
      edited((m) => {
        m.thresholdRule = 1 as unknown as string;
      }),
      /неизвестное правило порога/,
    );
  });
});

describe("trusteesOf", () => {
  it("takes n from the commission and t from the rule, never from the stated threshold", () => {
    expect(trusteesOf(sound)).toEqual({ n: 3, t: 2 });
    expect(trusteesOf({ ...sound, threshold: 1 })).toEqual({ n: 3, t: 2 });
    expect(trusteesOf(sampleManifest(undefined, { trustees: 5 }))).toEqual({ n: 5, t: 3 });
    expect(() => trusteesOf({ ...sound, thresholdRule: "constructor" })).toThrow(/unknown threshold rule/);
  });
});
