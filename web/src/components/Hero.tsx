/**
 * The banner of the default layout (spec §1): what the app is for and, below, `subtitle`: whose
 * desk this is and what it does (the navbar above it carries the header «Диссертационный совет»).
 */
export function Hero({ subtitle }: { subtitle: string }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <p id="hero-title" className="hero__title">
          Тайное голосование по защитам диссертаций
        </p>
        <p className="hero__subtitle">{subtitle}</p>
      </div>
    </section>
  );
}
