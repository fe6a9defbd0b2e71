/** The heading block every landing section opens with. */
export function SectionHeading({
  id,
  title,
  intro,
}: {
  id: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="text-center mx-auto mb-4 mb-lg-5 section-heading">
      <h2 id={id} className="fw-bold">
        {title}
      </h2>
      {intro && <p className="lead text-body-secondary mb-0">{intro}</p>}
    </div>
  );
}
