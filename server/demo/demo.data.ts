// The demo council: a believable council of a technical university, its members and two
// defenses (a кандидатская and a докторская). Names and organization are fictional.

import type { RoleName } from "../auth/user.table.ts";

/** Password of both demo accounts. */
export const DEMO_PASSWORD = "demo-password";

/** The demo accounts; the secretary runs the demo council. */
export const demoUsers: { email: string; fio: string; roles: RoleName[] }[] = [
  { email: "admin@demo.local", fio: "Администратор Диссовета", roles: ["ADMIN"] },
  { email: "secretar@demo.local", fio: "Никитина Ольга Викторовна", roles: ["SECRETAR"] },
];

export const demoBoard = {
  code: "24.2.327.01",
  name: "Диссертационный совет 24.2.327.01",
  organization: "ФГБОУ ВО «Северо-Западный государственный политехнический университет»",
  // The demo's approval order is fictional, like the council.
  approved_size: 21,
  approved_order: "приказ Минобрнауки России № 1234/нк",
  approved_on: "2024-03-15",
  specialties: [
    { code: "1.2.2", name: "Математическое моделирование, численные методы и комплексы программ" },
    {
      code: "2.3.5",
      name: "Математическое и программное обеспечение вычислительных систем, комплексов и компьютерных сетей",
    },
  ],
};

type Position = "CHAIRMAN" | "DEPUTY_CHAIRMAN" | "SECRETARY" | "MEMBER";
type Member = [
  fio: string,
  email: string,
  degree: "DOCTOR" | "CANDIDATE",
  degreeTitle: string,
  title: string | null,
  specialty: string,
  position: Position,
];

const dFM = "доктор физико-математических наук";
const dT = "доктор технических наук";
const kFM = "кандидат физико-математических наук";
const kT = "кандидат технических наук";

export const demoMembers: Member[] = [
  ["Соколов Андрей Николаевич", "sokolov.an@demo.local", "DOCTOR", dFM, "профессор", "1.2.2", "CHAIRMAN"],
  ["Белова Марина Игоревна", "belova.mi@demo.local", "DOCTOR", dT, "профессор", "2.3.5", "DEPUTY_CHAIRMAN"],
  ["Никитина Ольга Викторовна", "nikitina.ov@demo.local", "CANDIDATE", kT, "доцент", "2.3.5", "SECRETARY"],
  ["Александров Виктор Петрович", "aleksandrov.vp@demo.local", "DOCTOR", dFM, "профессор", "1.2.2", "MEMBER"],
  ["Борисов Дмитрий Алексеевич", "borisov.da@demo.local", "DOCTOR", dT, "профессор", "2.3.5", "MEMBER"],
  ["Васильева Елена Сергеевна", "vasileva.es@demo.local", "DOCTOR", dFM, "доцент", "1.2.2", "MEMBER"],
  ["Гончаров Игорь Владимирович", "goncharov.iv@demo.local", "DOCTOR", dT, "профессор", "2.3.5", "MEMBER"],
  ["Давыдов Сергей Михайлович", "davydov.sm@demo.local", "DOCTOR", dFM, "профессор", "1.2.2", "MEMBER"],
  ["Егорова Наталья Александровна", "egorova.na@demo.local", "DOCTOR", dT, "доцент", "2.3.5", "MEMBER"],
  ["Жуков Алексей Юрьевич", "zhukov.ay@demo.local", "DOCTOR", dFM, "профессор", "1.2.2", "MEMBER"],
  ["Зайцева Ирина Владимировна", "zaytseva.iv@demo.local", "DOCTOR", dT, "профессор", "2.3.5", "MEMBER"],
  ["Ильин Павел Константинович", "ilin.pk@demo.local", "DOCTOR", dFM, "доцент", "1.2.2", "MEMBER"],
  ["Карпов Михаил Евгеньевич", "karpov.me@demo.local", "DOCTOR", dT, "профессор", "2.3.5", "MEMBER"],
  ["Лебедев Николай Иванович", "lebedev.ni@demo.local", "DOCTOR", dFM, "профессор", "1.2.2", "MEMBER"],
  ["Морозова Татьяна Геннадьевна", "morozova.tg@demo.local", "DOCTOR", dT, "доцент", "2.3.5", "MEMBER"],
  ["Новиков Артём Валерьевич", "novikov.av@demo.local", "CANDIDATE", kFM, "доцент", "1.2.2", "MEMBER"],
  ["Орлова Светлана Павловна", "orlova.sp@demo.local", "DOCTOR", dT, "профессор", "2.3.5", "MEMBER"],
  ["Петров Константин Олегович", "petrov.ko@demo.local", "DOCTOR", dFM, "профессор", "1.2.2", "MEMBER"],
  ["Романов Евгений Борисович", "romanov.eb@demo.local", "CANDIDATE", kT, "доцент", "2.3.5", "MEMBER"],
  ["Семёнова Людмила Андреевна", "semenova.la@demo.local", "DOCTOR", dFM, "профессор", "1.2.2", "MEMBER"],
  ["Тихонов Владимир Сергеевич", "tikhonov.vs@demo.local", "DOCTOR", dT, "профессор", "2.3.5", "MEMBER"],
];

/** The two demo defenses; `inDays` is counted from the day of seeding, at `hour`:00 local time. */
export const demoDefenses = [
  {
    candidate: "Кузнецова Анна Сергеевна",
    thesis_title: "Численные методы решения обратных задач теплопроводности для многослойных сред",
    degree: "CANDIDATE" as const,
    science_branch: "физико-математических наук",
    specialty_code: "1.2.2",
    specialty_name: "Математическое моделирование, численные методы и комплексы программ",
    place: "Ауд. 301, главный корпус",
    inDays: 7,
    hour: 14,
  },
  {
    candidate: "Григорьев Павел Андреевич",
    thesis_title:
      "Методы и алгоритмы распределенной обработки потоковых данных в гетерогенных вычислительных системах",
    degree: "DOCTOR" as const,
    science_branch: "технических наук",
    specialty_code: "2.3.5",
    specialty_name:
      "Математическое и программное обеспечение вычислительных систем, комплексов и компьютерных сетей",
    place: "Конференц-зал, корпус Б",
    inDays: 21,
    hour: 11,
  },
];
