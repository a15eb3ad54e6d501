/**
 * The banner of the default layout (spec §1): what the app is for, and the subtitle for the
 * secretary (the navbar above it carries the header «Диссертационный совет»).
 */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <p id="hero-title" className="hero__title">
          Тайное голосование по защитам диссертаций
        </p>
        <p className="hero__subtitle">
          Кабинет ученого секретаря: приглашения членам совета, явка и итоги голосования
        </p>
      </div>
    </section>
  );
}
