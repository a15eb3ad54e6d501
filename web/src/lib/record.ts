/**
 * The election record (docs/RECORD.md) as the web app downloads it: the `ElectionRecord_file`
 * fragment (record.graphql, every field of `ElectionRecord` in the schema's order) spread by the
 * operations that fetch it (the ballot, the commission's page, the desks). Fetched with plain
 * `fetch` (lib/request.ts), never through Apollo Client, so the file holds exactly the record:
 * no `__typename`, nothing cached.
 */

/** The file name of a downloaded record: `dissovet-record-<election id>.json`. */
export function recordFileName(electionId: string): string {
  return `dissovet-record-${electionId}.json`;
}

/**
 * Saves `data` as a JSON file (`fileName`) through the browser's download, built in memory:
 * nothing is fetched again and no link to the server is exposed.
 */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
