// The council's numbers that the server, the web, the benchmark and the election record all
// use, written once. No dependencies: the web may import this module (never anything under
// server/). The rules and their sources: docs/DOMAIN.md.

/**
 * The smallest счетная комиссия: three members of the sitting, elected by the council, the
 * first its chair (docs/DOMAIN.md «Счетная комиссия»: as councils' own regulations describe the
 * count under Положение № 1093; the clause is unverified against the official text). The
 * service refuses a smaller commission, the desk's form asks for this many, and the current
 * threshold rule must accept it (council.test.ts checks that
 * `COMMISSION_MIN >= CURRENT_THRESHOLD_RULE.minSeats`).
 */
export const COMMISSION_MIN = 3;

/**
 * The most specialties a council accepts defenses in: three (Положение № 1093, docs/DOMAIN.md, «Sources»:
 * the clause is unverified against the official text). The council's form and its
 * validation both stop there.
 */
export const SPECIALTIES_MAX = 3;

/**
 * A rule that says how many of the commission's n devices must decrypt to open the urn (the
 * threshold t). The election record names the rule it was held under (`name/version`), and a
 * record is checked by that rule alone, its smallest commission included: a later rule, or a
 * larger {@link COMMISSION_MIN}, never changes how an earlier record verifies. A rule, once
 * used, is never changed; a new one gets a new id.
 */
export interface ThresholdRule {
  /** `name/version`, e.g. `majority/1`: written into the manifest and the record. */
  id: string;
  /** What the rule is, in Russian, for the commission's page and the protocol. */
  title: string;
  /** The fewest seats the rule is defined for; a manifest with fewer is unsound. */
  minSeats: number;
  /** t for n trustees; n ≥ {@link ThresholdRule.minSeats}. */
  threshold(n: number): number;
}

/**
 * `majority/1`: a strict majority of the commission, t = ⌊n/2⌋ + 1 (3 → 2, 5 → 3), for n ≥ 3
 * (with two seats a majority, two of two, leaves no seat to spare; with one a device's share is
 * the whole key). As at a paper count, the commission decides by majority; a minority of the
 * devices (one of three) can neither open the urn nor, lost, keep it shut (docs/SECURITY.md
 * «Trust model»).
 */
export const MAJORITY_1: ThresholdRule = {
  id: "majority/1",
  title: "большинство членов счетной комиссии",
  minSeats: 3,
  threshold: (n) => Math.floor(n / 2) + 1,
};

/** Every threshold rule a record may name, by id; new rules are added, never changed. */
export const THRESHOLD_RULES: Readonly<Record<string, ThresholdRule>> = { [MAJORITY_1.id]: MAJORITY_1 };

/** The rule new elections are held under. */
export const CURRENT_THRESHOLD_RULE = MAJORITY_1;

/** A ratio `num/den` of positive integers, e.g. 2/3. */
export interface Ratio {
  num: number;
  den: number;
}

/**
 * The numbers of Положение № 1093 (docs/DOMAIN.md, «Rule sets», «Quorum», «Decision»,
 * «Дополнительно введенные члены», «The council's composition»): the quorum, 2/3 of the списочный состав; doctors of science of the defense's
 * specialty among those present, 3 for a candidate's degree and 5 for a doctor's; a positive
 * decision, 2/3 of those present; at most 3 members added for one defense; a council of at
 * least 11 with at least 5 doctors per specialty. A council's rules are data (table
 * `rule_sets`, rule set «1093» seeded by the migrations, which import nothing from the app, so
 * server/lib/migrate.test.ts checks the seeded row against this); these are its defaults, for the
 * wording that cites the regulation and for tests.
 */
export const RULES_1093 = {
  listQuorum: { num: 2, den: 3 },
  specialtyDoctors: { CANDIDATE: 3, DOCTOR: 5 },
  decisionThreshold: { num: 2, den: 3 },
  addedMembersMax: 3,
  minMembers: 11,
  minSpecialtyDoctors: 5,
} as const satisfies {
  listQuorum: Ratio;
  specialtyDoctors: { CANDIDATE: number; DOCTOR: number };
  decisionThreshold: Ratio;
  addedMembersMax: number;
  minMembers: number;
  minSpecialtyDoctors: number;
};
