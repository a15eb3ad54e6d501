import type { ReactNode } from "react";
import type { ListSpec } from "./listState.ts";

/** A list of accounts (`/desk/admin/users`, `secretaries`) is always by ФИО: it has no sort keys of its own. */
export const accountListSpec: ListSpec<"FIO"> = { sorts: ["FIO"], sort: "FIO", direction: "ASC" };

/** The head of a list of accounts: ФИО (the order), the e-mail, then the list's own `columns`. */
export function AccountListHead({ columns }: { columns: ReactNode }) {
  return (
    <thead>
      <tr>
        <th scope="col" aria-sort="ascending">
          ФИО
        </th>
        <th scope="col">Электронная почта</th>
        {columns}
      </tr>
    </thead>
  );
}
