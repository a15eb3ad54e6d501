import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseNul } from "./http-security.ts";

// Refusals before a route runs answer in the shape of the API they were made to (issue 35): a
// GraphQL client reads `errors` as a list with the code in `extensions`, a REST client one object.

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  for (const path of ["/graphql", "/graphql/stream", "/api/v1"])
    app.use(path, express.json(), refuseNul(), (_req, res) => void res.json({ ok: true }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const withNul = (path: string) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ me { id } }", variables: { x: "a\u0000b" } }),
  });

describe("the NUL refusal", () => {
  it("on /graphql and its stream: GraphQL's shape", async () => {
    for (const path of ["/graphql", "/graphql/stream"]) {
      const res = await withNul(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        errors: [{ message: "Недопустимый символ (NUL) в запросе.", extensions: { code: "BAD_REQUEST" } }],
      });
    }
  });

  it("on REST: REST's shape", async () => {
    const res = await withNul("/api/v1/auth/login");
    expect(await res.json()).toEqual({
      errors: { message: "Недопустимый символ (NUL) в запросе.", code: "BAD_REQUEST" },
    });
  });
});
