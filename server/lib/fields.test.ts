import { describe, expect, it } from "vitest";
import { parseMemberIds } from "../polls/sitting/act.ts";
import { id } from "./fields.ts";
import { parseId } from "./ids.ts";

// Ids are read one way everywhere (issue 35): a list of member ids takes what `parseId` takes
// for one id, a number or its decimal digits, and nothing that only looks like one.

describe("ids in lists", () => {
  it("take what a single id takes", () => {
    expect(parseMemberIds(["1", 2, "2147483647"])).toEqual([1, 2, 2_147_483_647]);
    expect(parseId("12")).toBe(12);
  });

  it.each(["0x1", " 1 ", "0001", "1e3", "+1", "1.0", "", "0", "-3", "2147483648"])(
    "refuse %j, as a single id does",
    (raw) => {
      expect(id.safeParse(raw).success).toBe(false);
      expect(() => parseMemberIds([raw])).toThrow(
        expect.objectContaining({ extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }) }),
      );
      expect(() => parseId(raw)).toThrow();
    },
  );
});
