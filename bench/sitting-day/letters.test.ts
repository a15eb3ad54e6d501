import { describe, expect, it } from "vitest";
import { linkToken } from "./mail.ts";
import { establishedIn } from "./proc.ts";

describe("what the sitting day reads of its letters and of the machine", () => {
  it("finds a letter's link token by kind", () => {
    const token = "A".repeat(43);
    const text = `Ссылка: https://dissovet.example/polls/${token}\nКомиссия: https://dissovet.example/commission/${"b".repeat(43)}`;
    expect(linkToken(text, "polls")).toBe(token);
    expect(linkToken(text, "commission")).toBe("b".repeat(43));
    expect(linkToken("нет ссылки", "polls")).toBeNull();
  });

  it("counts the established connections of a listening port in /proc/net/tcp", () => {
    // Local 127.0.0.1:0x1F90 (8080): two established (01), one listening (0A); another port.
    const table = [
      "  sl  local_address rem_address   st tx_queue rx_queue",
      "   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000",
      "   1: 0100007F:1F90 0100007F:D431 01 00000000:00000000",
      "   2: 0100007F:1F90 0100007F:D432 01 00000000:00000000",
      "   3: 0100007F:1F91 0100007F:D433 01 00000000:00000000",
    ].join("\n");
    expect([...establishedIn(table, [8080, 9999])]).toEqual([
      [8080, 2],
      [9999, 0],
    ]);
  });
});
