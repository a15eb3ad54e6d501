/** The banner of the default layout: the council's title and the secretary's subtitle (spec §1). */
export function Hero() {
  return (
    <section className="hero" aria-label="Диссертационный совет">
      <div className="container">
        <p className="hero__title">Диссертационный совет</p>
        <p className="hero__subtitle">Кабинет ученого секретаря: тайное голосование по защитам диссертаций</p>
      </div>
    </section>
  );
}
