// The web project's tests (vitest.config.ts, project `web`): each test starts from an empty
// document, as @testing-library/react does by itself only where the test runner has globals.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());
