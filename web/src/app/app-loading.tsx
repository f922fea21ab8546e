import { shellCopy } from '@/app/content/shell-copy';
import { Spinner } from '@/components/ui/spinner';
import './app-loading.css';

/**
 * Shown by the router until the first page's code has arrived. The spinner fades in late (CSS),
 * so fast connections never see it.
 */
export function AppLoading() {
  return (
    <div className="app-loading">
      <Spinner label={shellCopy.appLoading} />
    </div>
  );
}
