import { Link } from 'react-router-dom';
import { PageIntro, type PageCopy } from '@/components/ui/page-intro';
import { uiCopy } from '@/components/ui/ui-copy';

interface DeadEndPageProps {
  copy: PageCopy;
  /** The home page's path, from the page registry (shared components do not import it). */
  homePath: string;
}

/** A screen with nothing to do but go home: the 404 page and the 403 page. */
export function DeadEndPage({ copy, homePath }: DeadEndPageProps) {
  return (
    <PageIntro copy={copy}>
      <p>
        <Link to={homePath} className="button button--primary">
          {uiCopy.backToHome}
        </Link>
      </p>
    </PageIntro>
  );
}
