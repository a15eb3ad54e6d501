import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { trustProxyOf } from "./config.ts";
import { forwardedHeaders } from "./http-proxy.ts";
import { StartupError } from "./startup.ts";

// The client address behind proxies (issue 35): what each TRUST_PROXY setting makes of the
// headers a client forges and the ones its proxies write. The requests come from 127.0.0.1.

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** The address and protocol Express gives a request with `headers`, under TRUST_PROXY=`trust`. */
async function seen(trust: string, headers: Record<string, string>, proxyHeader = "x-forwarded-for") {
  const app = express();
  app.set("trust proxy", trustProxyOf(trust));
  if (proxyHeader === "forwarded") app.use(forwardedHeaders());
  app.get("/", (req, res) => void res.json({ ip: req.ip, protocol: req.protocol }));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
  return (await res.json()) as { ip: string; protocol: string };
}

describe("TRUST_PROXY", () => {
  const forged = { "x-forwarded-for": "203.0.113.99, 198.51.100.7" };

  it("false: no header is believed; the socket's address is the client's", async () => {
    expect((await seen("false", forged)).ip).toBe("127.0.0.1");
  });

  it("a hop count: the address the nearest proxy wrote, not the one the client forged on the left", async () => {
    expect((await seen("1", forged)).ip).toBe("198.51.100.7");
    expect((await seen("2", forged)).ip).toBe("203.0.113.99");
  });

  it("the proxies' addresses: hops from them are believed, the first other address is the client", async () => {
    expect((await seen("loopback", forged)).ip).toBe("198.51.100.7");
    expect((await seen("127.0.0.1, 198.51.100.0/24", forged)).ip).toBe("203.0.113.99");
    expect((await seen("10.0.0.0/8", forged)).ip).toBe("127.0.0.1");
  });

  it("true is refused at start-up with a message saying what to set; so is an address that is none", () => {
    expect(() => trustProxyOf("true")).toThrow(StartupError);
    expect(() => trustProxyOf("true")).toThrow(/Укажите число прокси перед сервером/);
    expect(() => trustProxyOf("10.0.0.300/8")).toThrow(/не адрес и не подсеть: 10.0.0.300\/8/);
    expect(trustProxyOf("loopback, 10.0.0.0/8")).toEqual(["loopback", "10.0.0.0/8"]);
  });

  it("PROXY_HEADER=forwarded: RFC 7239's Forwarded is read, a forged X-Forwarded-For is not", async () => {
    const headers = {
      "x-forwarded-for": "203.0.113.99",
      "x-forwarded-proto": "https",
      forwarded: 'for=192.0.2.1;proto=http, for="[2001:db8:cafe::17]:4711";proto=https',
    };
    expect(await seen("1", headers, "forwarded")).toEqual({ ip: "2001:db8:cafe::17", protocol: "https" });
    expect((await seen("2", headers, "forwarded")).ip).toBe("192.0.2.1");
    // A malformed element the client sent keeps the proxy's element in its place.
    expect((await seen("1", { forwarded: 'for=";bad, for="198.51.100.7:80"' }, "forwarded")).ip).toBe(
      "198.51.100.7",
    );
    expect((await seen("1", { "x-forwarded-for": "203.0.113.99" }, "forwarded")).ip).toBe("127.0.0.1");
  });
});
