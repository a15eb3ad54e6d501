import { createRequire } from "node:module";
import dayjs from "dayjs";
import "dayjs/locale/ru.js";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSerif.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf");

/** What the PDF prints: the protocol as the GraphQL `CountingProtocol` gives it. */
export interface ProtocolPrint {
  boardCode: string;
  boardName: string;
  organization: string;
  commission: { fio: string }[];
  candidate: string;
  degree: "CANDIDATE" | "DOCTOR";
  scienceBranch: string;
  specialty: { code: string; name: string };
  approvedSize: number;
  addedForDefense: number;
  present: number;
  presentSpecialtyDoctors: number;
  ballotsIssued: number;
  ballotsReturned: number;
  votesFor: number;
  votesAgainst: number;
  invalid: number;
  explanation: string;
  closedAt: string;
}

/**
 * Renders the протокол счетной комиссии as an A4 PDF with an embedded Cyrillic font
 * (DejaVu Serif), in the layout of the customary form, with signature lines. pdfkit (about
 * 5 MB of heap) is loaded on the first protocol, not at start.
 * @returns the PDF bytes
 */
export async function renderProtocolPdf(p: ProtocolPrint): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: 56, left: 70, right: 56 },
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

  const date = dayjs(p.closedAt).locale("ru").format("DD.MM.YYYY");
  const degree = p.degree === "DOCTOR" ? "доктора" : "кандидата";
  const line = (label: string, value: string | number) => {
    doc.font("body").fontSize(11).text(`${label} `, { continued: true }).font("bold").text(String(value));
    doc.moveDown(0.3);
  };

  doc.font("bold").fontSize(13).text("ПРОТОКОЛ", { align: "center" });
  doc.text("заседания счетной комиссии, избранной диссертационным советом", { align: "center" });
  doc.font("body").fontSize(11).text(`${p.boardCode} при ${p.organization}`, { align: "center" });
  doc.text(`от ${date}`, { align: "center" });
  doc.moveDown();

  line("Состав избранной комиссии:", p.commission.map((m) => m.fio).join(", ") || "—");
  doc
    .font("body")
    .text(
      `Комиссия избрана для подсчета голосов при тайном голосовании по диссертации ${p.candidate} на соискание ученой степени ${degree} ${p.scienceBranch} по научной специальности ${p.specialty.code} «${p.specialty.name}».`,
    );
  doc.moveDown(0.5);
  line("Состав диссертационного совета утвержден в количестве (человек):", p.approvedSize);
  line("В состав диссертационного совета дополнительно введены (человек):", p.addedForDefense);
  line("Присутствовало на заседании членов совета:", p.present);
  line(`в том числе докторов наук по специальности ${p.specialty.code}:`, p.presentSpecialtyDoctors);
  line("Роздано бюллетеней:", p.ballotsIssued);
  line("Осталось нерозданных бюллетеней:", 0);
  line("Оказалось в урне бюллетеней:", p.ballotsReturned);
  doc.moveDown(0.3);
  doc.font("bold").text("Результаты голосования по вопросу о присуждении ученой степени:");
  doc.moveDown(0.3);
  line("«за»", p.votesFor);
  line("«против»", p.votesAgainst);
  line("недействительных бюллетеней", p.invalid);
  doc.moveDown(0.3);
  doc.font("body").text(p.explanation);
  doc.moveDown(2);

  const signature = (role: string, name: string) => {
    doc.font("body").text(`${role} ____________________ ${name}`);
    doc.moveDown(0.8);
  };
  const [chair, ...members] = p.commission;
  signature("Председатель счетной комиссии", chair?.fio ?? "");
  for (const m of members) signature("Член счетной комиссии", m.fio);
  doc.moveDown();
  doc
    .fontSize(9)
    .fillColor("#555")
    .text(`Электронное тайное голосование; подсчет выполнен системой «Диссовет». ${p.boardName}.`);
  doc.end();
  return done;
}
