import iconv from "iconv-lite";

/** A members CSV in the shape councils keep them (semicolon, Russian headers). */
export function membersCsv(rows: string[][], delimiter = ";"): string {
  const header = ["ФИО", "Email", "Степень", "Ученая степень", "Звание", "Специальность", "Должность"];
  return [header, ...rows].map((r) => r.join(delimiter)).join("\r\n");
}

/** Base64 of a text in UTF-8 or Windows-1251, as the web client sends a file. */
export function fileBase64(text: string, encoding: "utf8" | "win1251" = "utf8"): string {
  return (encoding === "utf8" ? Buffer.from(text, "utf8") : iconv.encode(text, "win1251")).toString("base64");
}
