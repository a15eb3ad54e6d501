import { createRequire } from "node:module";
import type { ProtocolDocument } from "./protocol.document.ts";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSerif.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf");

/** What the PDF prints: the protocol's document (the same model the print page renders). */
export interface ProtocolPrint {
  boardCode: string;
  boardName: string;
  document: ProtocolDocument;
}

/**
 * Renders the протокол счетной комиссии as a one-page A4 PDF with an embedded Cyrillic font
 * (DejaVu Serif): the fields of {@link ProtocolDocument} in its order, as the print page shows
 * them, with signature lines. pdfkit (about 5 MB of heap) is loaded on the first protocol,
 * not at start.
 * @returns the PDF bytes
 */
export async function renderProtocolPdf(p: ProtocolPrint): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 50, bottom: 40, left: 70, right: 50 },
    info: { Title: `Протокол счетной комиссии ${p.boardCode}` },
  });
  doc.registerFont("body", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const d = p.document;

  doc.font("bold").fontSize(13).text(d.title, { align: "center" });
  doc.font("body").fontSize(11);
  for (const line of d.heading) doc.text(line, { align: "center" });
  doc.text(d.dateLine, { align: "center" });
  doc.moveDown(0.8);
  // Left-aligned, as the print page: justified, a line of long Russian words stretched its
  // spaces to several times their width.
  for (const line of d.intro) {
    doc.text(line, { align: "left" });
    doc.moveDown(0.4);
  }
  const row = (r: { label: string; value: string }) => {
    doc.font("body").text(`${r.label}: `, { continued: true }).font("bold").text(r.value);
    doc.moveDown(0.2);
  };
  for (const r of d.rows) row(r);
  doc.moveDown(0.3);
  doc.font("bold").text(d.tallyTitle);
  doc.moveDown(0.2);
  for (const r of d.tally) row(r);
  doc.moveDown(0.4);
  doc.font("bold").text(d.decision);
  for (const note of d.notes) {
    doc.moveDown(0.3);
    doc.font("body").fontSize(10).text(note);
  }
  doc.fontSize(11).moveDown(1.2);
  for (const s of d.signatures) {
    doc.font("body").text(`${s.role} ____________________ ${s.name}`);
    doc.moveDown(0.7);
  }
  doc
    .fontSize(8)
    .fillColor("#555")
    .text(`Электронное тайное голосование; подсчет выполнен системой «Диссовет». ${p.boardName}.`);
  doc.end();
  return done;
}
