import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrations } from "../../migrations/index.ts";
import { fromRoot } from "./paths.ts";

describe("migrations", () => {
  it("the registry the built server carries lists every migration file, in name order", () => {
    const files = readdirSync(fromRoot("migrations"))
      .filter((f) => /^\d.*\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
    for (const name of files) expect(typeof migrations[name]?.up, name).toBe("function");
  });
});
