import { getDirective } from "@graphql-tools/utils";
import { describe, expect, it } from "vitest";
import { buildSchema } from "./schema.ts";

describe("schema.graphql access decisions", () => {
  const schema = buildSchema();
  const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ name: `${type?.name}.${field.name}`, field })),
  );

  it("every Query and Mutation field carries exactly one of @auth or @public", () => {
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
