import { Link } from 'react-router-dom';
import { pagePath } from '@/config/page-registry';
import { joinCommunity } from '@/features/about/content/join';

export function JoinCommunity() {
  return (
    <section className="container about-join" aria-labelledby="about-join-heading">
      <div className="about-join__card">
        <h2 id="about-join-heading">{joinCommunity.heading}</h2>
        <p>{joinCommunity.text}</p>
        <div className="about-join__actions">
          {joinCommunity.actions.map((action, index) => (
            <Link
              key={action.page}
              to={pagePath(action.page)}
              className={`button ${index === 0 ? 'button--primary' : 'button--on-dark'}`}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
