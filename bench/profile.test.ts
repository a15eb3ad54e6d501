import { expect, it } from "vitest";
import { type CpuProfile, summarizeProfile } from "./profile.ts";

it("a CPU profile becomes its functions by self time, idle left out, one function's frames added together", () => {
  const frame = (id: number, functionName: string, url = "", lineNumber = 0) => ({
    id,
    callFrame: { functionName, url, lineNumber },
  });
  const profile: CpuProfile = {
    nodes: [
      frame(1, "(idle)"),
      frame(2, "verifyBallot", "file:///app/shared/ballot/elgamal.ts", 130),
      frame(3, "execute", "file:///app/node_modules/graphql/execution/execute.js", 9),
      // The same function reached through another caller: another node, one frame.
      frame(4, "verifyBallot", "file:///app/shared/ballot/elgamal.ts", 130),
      frame(5, "(garbage collector)"),
    ],
    samples: [1, 2, 3, 4, 5, 1, 2],
    timeDeltas: [5000, 3000, 1000, 2000, 1000, 9000, 3000],
  };
  expect(summarizeProfile(profile, 2)).toEqual({
    busyMs: 10,
    frames: [
      { name: "verifyBallot (elgamal.ts:131)", selfMs: 8, share: 0.8 },
      { name: "execute (execute.js:10)", selfMs: 1, share: 0.1 },
    ],
    // The same time by where the code lives: the app's sources, then an npm package.
    packages: [
      { name: "app", selfMs: 8, share: 0.8 },
      { name: "graphql", selfMs: 1, share: 0.1 },
    ],
  });
});
