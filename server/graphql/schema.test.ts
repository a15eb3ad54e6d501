import { getDirective } from "@graphql-tools/utils";
import { describe, expect, it } from "vitest";
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
