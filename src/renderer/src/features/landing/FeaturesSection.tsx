import type { IconType } from 'react-icons';
import { LuFolderTree, LuLayoutDashboard, LuUsers, LuWifiOff } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { AppScreen } from '../../components/appScreens/AppScreen';
import type { FeatureId } from '../../content/types';
import { useCopy } from '../../hooks/useCopy';
import { LandingSection } from './LandingSection';

const ICONS: Record<FeatureId, IconType> = {
  workspace: LuLayoutDashboard,
  sharing: LuUsers,
  anywhere: LuWifiOff,
  organized: LuFolderTree,
};

export function FeaturesSection() {
  const { features } = useCopy().landing;
  return (
    <LandingSection
      id="features"
      title={features.heading}
      intro={features.intro}
      tinted
      more={
        <Link to="/console" className="btn btn-outline-primary mt-3" discover="none">
          {features.samplesLink}
        </Link>
      }
    >
      {/* The cards beside two of the app's own screens: one column on a phone, screens below. */}
      <div className="row g-4 g-lg-5 align-items-center">
        <div className="col-12 col-lg-7">
          <ul className="row g-4 list-unstyled mb-0">
            {features.items.map((feature) => {
              const Icon = ICONS[feature.id];
              return (
                <li key={feature.id} className="col-12 col-sm-6">
                  <div className="card h-100 border-0 shadow-sm feature-card">
                    <div className="card-body">
                      <span className="feature-icon" aria-hidden="true">
                        <Icon size={28} />
                      </span>
                      <h3 className="h5 mt-3">{feature.title}</h3>
                      <p className="mb-0 text-body-secondary">{feature.description}</p>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="col-12 col-lg-5 feature-screens">
          <AppScreen screen="quiz" loading="lazy" />
          <AppScreen screen="documents" loading="lazy" />
        </div>
      </div>
    </LandingSection>
  );
}
