import Container from 'react-bootstrap/Container';
import { FaCircleCheck } from 'react-icons/fa6';
import { SectionHeading } from '../../components/SectionHeading';
import { site } from '../../config/site';
import { CLASSROOMS, SUBJECTS } from '../../content/catalogue';
import { fill } from '../../lib/template';
import { useCopy } from '../../lib/useCopy';

export function ChecklistSection() {
  const { landing, subjects } = useCopy();
  const { checklist } = landing;
  return (
    <section id="mobile-learning" className="py-5 bg-light" aria-labelledby="mobile-learning-title">
      <Container>
        <SectionHeading
          id="mobile-learning-title"
          title={checklist.heading}
          intro={fill(checklist.intro, { brand: site.brand })}
        />
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
          <div className="col-12 col-sm-6 col-lg-3">
            <h3 className="h5">{checklist.classroomsHeading}</h3>
            <ul className="chip-list list-unstyled d-flex flex-wrap gap-2">
              {CLASSROOMS.map((classroom) => (
                <li key={classroom} className="chip">
                  {classroom}
                </li>
              ))}
            </ul>
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <h3 className="h5">{checklist.subjectsHeading}</h3>
            <ul className="chip-list list-unstyled d-flex flex-wrap gap-2">
              {SUBJECTS.map((subject) => (
                <li key={subject} className="chip">
                  {subjects[subject]}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
