import { RouterProvider } from "react-router/dom";
import { router } from "./router.tsx";

/** The router app: every page but the member's ballot (see main.tsx). */
export default function App() {
  return <RouterProvider router={router} />;
}
