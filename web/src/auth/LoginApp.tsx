import { useEffect } from "react";
import { AppLoading } from "../components/AppLoading.tsx";
import { getMe, useSession } from "../lib/session.ts";
import { LoginPage } from "../routes/login.tsx";
import { StandaloneFrame } from "../shell/StandaloneFrame.tsx";

/**
 * The sign-in page's own shell: what `/login`, opened by address, loads. Staff arrive here, often
 * on a phone, and the page needs neither React Router's data router nor the route table: without
 * them its first view is 80.9 kB instead of 114 kB gzipped, and its main thread stays free: the
 * router app's code, evaluated and rendered after the first paint, made the page's blocking time
 * 340–540 ms under Lighthouse's throttled phone; this shell, 0–50 ms.
 *
 * Like the router app (its root loader and the guest guard, spec §4 and §6), it shows the form
 * only to a known guest: the server renders it so (and sends a signed-in user to `/` before
 * that); rendered in the browser alone, it waits for the first answer to who is signed in, and a
 * signed-in user goes to `/` without seeing the form.
 * Links lead out of it with plain page loads (the default shell context), and so does a
 * successful sign-in (to `/desk`, into the router app).
 */
export default function LoginApp() {
  const session = useSession();

  useEffect(() => {
    void getMe();
  }, []);
  useEffect(() => {
    if (session.user) window.location.replace("/");
  }, [session.user]);

  return <StandaloneFrame>{session.known && !session.user ? <LoginPage /> : <AppLoading />}</StandaloneFrame>;
}
