import { FaCircleCheck } from 'react-icons/fa6';
import { site } from '../../config/site';
import { CLASSROOMS, SUBJECTS } from '../../content/catalogue';
import { fill } from '../../lib/template';
import { useCopy } from '../../hooks/useCopy';
import { LandingSection } from './LandingSection';

export function ChecklistSection() {
  const { landing, subjects } = useCopy();
  const { checklist } = landing;
  return (
    <LandingSection
      id="mobile-learning"
      title={checklist.heading}
      intro={fill(checklist.intro, { brand: site.brand })}
      tinted
    >
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <ul className="list-unstyled checklist mb-0">
            {checklist.benefits.map((benefit) => (
              <li key={benefit} className="d-flex gap-2 mb-3">
                <FaCircleCheck className="text-primary flex-shrink-0 mt-1" aria-hidden="true" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
        <ChipList heading={checklist.classroomsHeading} items={CLASSROOMS} />
        <ChipList
          heading={checklist.subjectsHeading}
          items={SUBJECTS.map((subject) => subjects[subject])}
        />
      </div>
    </LandingSection>
  );
}

function ChipList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <div className="col-12 col-sm-6 col-lg-3">
      <h3 className="h5">{heading}</h3>
      <ul className="chip-list list-unstyled d-flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="chip">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
