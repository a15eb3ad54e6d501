import { readFileSync } from "node:fs";
import { getDirective } from "@graphql-tools/utils";
import { parse, visit } from "graphql";
import { describe, expect, it } from "vitest";
import { COMMISSION_MIN, type Ratio, RULES_1093, SPECIALTIES_MAX } from "../../shared/council.ts";
import { buildSchema } from "./schema.ts";

describe("schema.graphql access decisions", () => {
  const schema = buildSchema();
  const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
    (type) =>
      Object.values(type?.getFields() ?? {}).map((field) => ({ name: `${type?.name}.${field.name}`, field })),
  );

  it("every Query, Mutation and Subscription field carries exactly one of @auth or @public", () => {
    const undecided = rootFields
      .filter(
        ({ field }) =>
          Boolean(getDirective(schema, field, "auth")?.length) ===
          Boolean(getDirective(schema, field, "public")?.length),
      )
      .map(({ name }) => name);
    expect(rootFields.length).toBeGreaterThan(10);
    expect(undecided).toEqual([]);
  });

  it("admin* fields need ADMIN and secretar* fields need SECRETAR", () => {
    for (const { name, field } of rootFields) {
      const requires = (getDirective(schema, field, "auth")?.[0]?.requires ?? []) as string[];
      const short = name.split(".")[1] ?? "";
      if (short.startsWith("admin")) expect(requires, name).toEqual(["ADMIN"]);
      if (short.startsWith("secretar")) expect(requires, name).toEqual(["SECRETAR"]);
    }
  });
});

describe("schema.graphql documentation", () => {
  const builtInScalars = new Set(["String", "Int", "Float", "Boolean", "ID"]);

  // Every documentable element as [name, description]. Duck-typed rather than isObjectType()
  // etc.: under vitest, "graphql" may load twice and its instanceof checks fail across copies.
  function elements(): [string, string | null | undefined][] {
    const all: [string, string | null | undefined][] = [];
    for (const type of Object.values(buildSchema().getTypeMap())) {
      if (type.name.startsWith("__") || builtInScalars.has(type.name)) continue;
      all.push([type.name, type.description]);
      if ("getFields" in type) {
        for (const field of Object.values(type.getFields())) {
          all.push([`${type.name}.${field.name}`, field.description]);
          for (const arg of "args" in field ? field.args : []) {
            all.push([`${type.name}.${field.name}(${arg.name})`, arg.description]);
          }
        }
      }
      if ("getValues" in type) {
        for (const value of type.getValues()) all.push([`${type.name}.${value.name}`, value.description]);
      }
    }
    return all;
  }

  it("every type, field, argument and enum value has a description", () => {
    const all = elements();
    const undocumented = all.filter(([, description]) => !description?.trim()).map(([name]) => name);
    expect(all.length).toBeGreaterThan(100);
    expect(undocumented).toEqual([]);
  });
});

describe("schema.graphql and shared/council.ts", () => {
  // A number written in a description as a numeral or an English word.
  const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
  const numeral = (n: number) => new RegExp(`(?<![\\d.§/])(?:${n}|${WORDS[n] ?? n})(?![\\d.–/-]\\d)\\b`, "i");
  const ratio = (r: Ratio) => new RegExp(`\\b${r.num}\\s*/\\s*${r.den}\\b`);

  function descriptions(): [string, string][] {
    const text = readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8");
    const all: [string, string][] = [];
    visit(parse(text), {
      enter(node, _key, _parent, path) {
        if ("description" in node && node.description) all.push([path.join("."), node.description.value]);
      },
    });
    return all;
  }

  it("no description restates a council number: the commission minimum, the specialty limit, the 1093 rules", () => {
    const facts: { topic: RegExp; value: RegExp }[] = [
      { topic: /commission|комисси/i, value: numeral(COMMISSION_MIN) },
      { topic: /specialties/i, value: numeral(SPECIALTIES_MAX) },
      { topic: /added|дополнительно/i, value: numeral(RULES_1093.addedMembersMax) },
      { topic: /./, value: ratio(RULES_1093.listQuorum) },
      { topic: /./, value: ratio(RULES_1093.decisionThreshold) },
      { topic: /./, value: /\(1093: / },
    ];
    const all = descriptions();
    expect(all.length).toBeGreaterThan(100);
    const restated = all.filter(([, d]) => facts.some((f) => f.topic.test(d) && f.value.test(d)));
    expect(restated).toEqual([]);
  });
});
