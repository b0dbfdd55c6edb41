import { deploy } from '../../../content/deploy.ts'
import { suitesFaq } from '../../../content/faqs/suites.ts'
import { suites, suitesOverview } from '../../../content/suites.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import { CardGrid } from '../../components/card/card.tsx'
import { SuiteCard } from '../../components/card/suite-card.tsx'
import { Faq } from '../../components/faq/faq.tsx'
import { Section } from '../../components/section/section.tsx'
import { Link } from '@tanstack/react-router'

/** The suites overview (spec 2.4): lead image, intro, suite cards with book and enquiry links, FAQ. */
export function SuitesPage() {
  return (
    <>
      <Banner media="suites.lead" eyebrow="Suites" title={suitesOverview.title} />
      <Section width="narrow">
        <p>{suitesOverview.intro}</p>
      </Section>
      <Section tone="band" title="Choose your suite">
        <CardGrid>
          {suites.map((suite) => (
            <SuiteCard
              key={suite.id}
              suite={suite}
              actions={
                <>
                  <a
                    className={buttonClass('primary')}
                    href={deploy.bookingEngineUrl}
                    rel="noopener"
                  >
                    Book<span className="visually-hidden"> the {suite.title}</span>
                  </a>
                  <Link to={suite.path} hash="enquire" className={buttonClass('secondary')}>
                    Enquire<span className="visually-hidden"> about the {suite.title}</span>
                  </Link>
                </>
              }
            />
          ))}
        </CardGrid>
      </Section>
      <Section title="Questions about the suites">
        <Faq entries={suitesFaq} />
      </Section>
    </>
  )
}
