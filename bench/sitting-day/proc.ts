// What the sitting day reads of the machine: the established TCP connections of a listening
// port (/proc/net/tcp), i.e. the connections an instance holds open to its clients, and the
// bytes a process wrote (/proc/<pid>/io).

import { readFileSync } from "node:fs";

/**
 * The established connections whose local port is one of `ports` in the text of
 * /proc/net/tcp (or tcp6): port → count. State 01 is ESTABLISHED; the local address is
 * `hex-ip:hex-port`.
 */
export function establishedIn(table: string, ports: readonly number[]): Map<number, number> {
  const out = new Map(ports.map((p) => [p, 0]));
  for (const line of table.split("\n")) {
    const cols = line.trim().split(/\s+/);
    if (cols.length < 4 || cols[3] !== "01") continue;
    const port = Number.parseInt(cols[1]?.split(":")[1] ?? "", 16);
    const n = out.get(port);
    if (n !== undefined) out.set(port, n + 1);
  }
  return out;
}

/** The established connections to each of `ports` on this machine (IPv4 and IPv6): port → count. */
export function establishedConnections(ports: readonly number[]): Map<number, number> {
  const out = new Map(ports.map((p) => [p, 0]));
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let table = "";
    try {
      table = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const [port, n] of establishedIn(table, ports)) out.set(port, (out.get(port) ?? 0) + n);
  }
  return out;
}

/**
 * Bytes process `pid` has written so far (/proc/<pid>/io `wchar`: to sockets and files alike, so
 * an instance's answers, pushes, queries and letters), 0 once it is gone.
 */
export function bytesWritten(pid: number): number {
  try {
    const m = /^wchar:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/io`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}
