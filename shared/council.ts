// The council's numbers that the server, the web, the benchmark and the election record all
// use, written once. No dependencies: the web may import this module (never anything under
// server/). The rules and their sources: docs/DOMAIN.md.

/**
 * The smallest счетная комиссия: three members of the sitting, elected by the council, the
 * first its chair (docs/DOMAIN.md «Счетная комиссия»: as councils' own regulations describe the
 * count under Положение № 1093; the clause is unverified against the official text). The key
 * ceremony needs it too: with fewer than three seats a majority threshold (two of two) leaves
 * no seat to spare, and with one seat a device's share is the whole key.
 */
export const COMMISSION_MIN = 3;

/**
 * A rule that says how many of the commission's n devices must decrypt to open the urn (the
 * threshold t). The election record names the rule it was held under (`name/version`), so a
 * later rule never changes how an earlier record verifies.
 */
export interface ThresholdRule {
  /** `name/version`, e.g. `majority/1`: written into the manifest and the record. */
  id: string;
  /** What the rule is, in Russian, for the commission's page and the protocol. */
  title: string;
  /** t for n trustees; n ≥ {@link COMMISSION_MIN}. */
  threshold(n: number): number;
}

/**
 * `majority/1`: a strict majority of the commission, t = ⌊n/2⌋ + 1 (3 → 2, 5 → 3). As at a
 * paper count, the commission decides by majority; a minority of the devices (one of three)
 * can neither open the urn nor, lost, keep it shut (docs/SECURITY.md «Trust model»).
 */
export const MAJORITY_1: ThresholdRule = {
  id: "majority/1",
  title: "большинство членов счетной комиссии",
  threshold: (n) => Math.floor(n / 2) + 1,
};

/** Every threshold rule a record may name, by id; new rules are added, never changed. */
export const THRESHOLD_RULES: Readonly<Record<string, ThresholdRule>> = { [MAJORITY_1.id]: MAJORITY_1 };

/** The rule new elections are held under. */
export const CURRENT_THRESHOLD_RULE = MAJORITY_1;
