import { Link } from 'react-router-dom';

import { ContentPage } from '@/components/layout/content-page';
import { paths } from '@/config/paths';
import { BotInfo } from '@/features/bot/components/bot-info';

/** /bot (the footer's "Bot info"): what Citable's crawler is and how to control it. */
export default function Bot() {
  return (
    <ContentPage
      title="About CitableBot"
      intro={
        <p>
          CitableBot is the crawler behind Citable. It visits a website only when someone starts an audit of it, to check how visible the site is to
          AI assistants.
        </p>
      }
    >
      <BotInfo />
      <p>
        Scores built from what it finds are heuristic estimates; see the <Link to={paths.scoreGuide.root.getHref('methodology')}>methodology</Link> and the{' '}
        <Link to={paths.terms.getHref()}>terms</Link>.
      </p>
    </ContentPage>
  );
}
