import { describe, expect, it } from "vitest";
import { declineFio, genderOf, greeting, sentence, shortFio } from "./russian.ts";

describe("declineFio", () => {
  it.each([
    ["Кузнецова Анна Сергеевна", "Кузнецовой Анны Сергеевны", "Кузнецовой Анне Сергеевне"],
    ["Иванов Петр Николаевич", "Иванова Петра Николаевича", "Иванову Петру Николаевичу"],
    ["Смирнов Илья Андреевич", "Смирнова Ильи Андреевича", "Смирнову Илье Андреевичу"],
    ["Козлова Мария Ильинична", "Козловой Марии Ильиничны", "Козловой Марии Ильиничне"],
    ["Соколов Лев Павлович", "Соколова Льва Павловича", "Соколову Льву Павловичу"],
    ["Семёнова Людмила Андреевна", "Семёновой Людмилы Андреевны", "Семёновой Людмиле Андреевне"],
    ["Грач Илья Ильич", "Грача Ильи Ильича", "Грачу Илье Ильичу"],
    ["Цой Виктор Робертович", "Цоя Виктора Робертовича", "Цою Виктору Робертовичу"],
  ])("common names: %s → %s / %s", (fio, genitive, dative) => {
    expect(declineFio(fio, "genitive")).toBe(genitive);
    expect(declineFio(fio, "dative")).toBe(dative);
  });

  it("double-barrelled surnames decline in both parts", () => {
    expect(declineFio("Римская-Корсакова Ольга Петровна", "genitive")).toBe(
      "Римской-Корсаковой Ольги Петровны",
    );
    expect(declineFio("Римская-Корсакова Ольга Петровна", "dative")).toBe(
      "Римской-Корсаковой Ольге Петровне",
    );
  });

  it.each([
    ["Черных Анна Ивановна", "Черных Анны Ивановны", "Черных Анне Ивановне"],
    ["Седых Олег Олегович", "Седых Олега Олеговича", "Седых Олегу Олеговичу"],
    ["Шевченко Анна Петровна", "Шевченко Анны Петровны", "Шевченко Анне Петровне"],
    ["Шевченко Тарас Григорьевич", "Шевченко Тараса Григорьевича", "Шевченко Тарасу Григорьевичу"],
    ["Дурново Петр Петрович", "Дурново Петра Петровича", "Дурново Петру Петровичу"],
    ["Кузнец Анна Петровна", "Кузнец Анны Петровны", "Кузнец Анне Петровне"],
  ])("indeclinable surnames stay, the names decline: %s", (fio, genitive, dative) => {
    expect(declineFio(fio, "genitive")).toBe(genitive);
    expect(declineFio(fio, "dative")).toBe(dative);
  });

  it("a man's surname in a consonant keeps its vowels (the library drops them)", () => {
    expect(declineFio("Кузнец Петр Петрович", "genitive")).toBe("Кузнеца Петра Петровича");
    expect(declineFio("Кузнец Петр Петрович", "dative")).toBe("Кузнецу Петру Петровичу");
  });

  it("a Turkic two-word patronymic stays as it is", () => {
    expect(declineFio("Мамедов Ильхам Гейдар оглы", "dative")).toBe("Мамедову Ильхаму Гейдар оглы");
  });

  it.each([
    "Джон Смит",
    "Smith John",
    "Ли Мин",
    "Мюллер Ханс",
    "Кузнецова Анна",
    "Соискатель 3",
    "Иванов Иван Иванович Иванов",
  ])("returns null rather than a wrong case: %s", (fio) => {
    expect(declineFio(fio, "genitive")).toBeNull();
    expect(declineFio(fio, "dative")).toBeNull();
  });
});

describe("gender and greetings", () => {
  it.each([
    ["Белова Марина Игоревна", "female", "Уважаемая Марина Игоревна!"],
    ["Соколов Андрей Николаевич", "male", "Уважаемый Андрей Николаевич!"],
    ["Черных Анна Ивановна", "female", "Уважаемая Анна Ивановна!"],
    ["Алиева Лейла Гейдар кызы", "female", "Уважаемая Лейла Гейдар кызы!"],
    ["Смит Джон", "male", "Здравствуйте, Смит Джон!"],
    ["Ким Саша", null, "Здравствуйте, Ким Саша!"],
  ])("%s: %s, «%s»", (fio, gender, text) => {
    expect(genderOf(fio)).toBe(gender);
    expect(greeting(fio)).toBe(text);
  });
});

describe("shortFio", () => {
  it.each([
    ["Кузнецова Анна Сергеевна", "Кузнецова А. С."],
    ["Римская-Корсакова Ольга Петровна", "Римская-Корсакова О. П."],
    ["Смит Джон", "Смит Д."],
    ["Соискатель 3", "Соискатель 3"],
    ["John Smith", "John Smith"],
  ])("%s → %s", (fio, short) => {
    expect(shortFio(fio)).toBe(short);
  });
});

describe("sentence", () => {
  it("a list closing on initials takes no second full stop; any other text takes one", () => {
    const list = ["Александров Виктор Павлович", "Васильева Елена Сергеевна"].map(shortFio).join(", ");
    expect(`Не записано: ${sentence(list)} Если`).toBe(
      "Не записано: Александров В. П., Васильева Е. С. Если",
    );
    expect(sentence("Соискатель 3")).toBe("Соискатель 3.");
  });
});
