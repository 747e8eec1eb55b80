import { useParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { HelpArticleView } from './help-article-view';
import { findHelpDoc } from './help-library';
import { MissingArticle } from './missing-article';

/** /help/:articleId: one help article, or a plain "does not exist" for an unknown id. */
export default function HelpArticlePage() {
  const { articleId = '' } = useParams();
  const article = findHelpDoc(articleId);
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        {article ? (
          // A new article is a new page: its own focus and scroll start.
          <HelpArticleView key={article.id} article={article} />
        ) : (
          <MissingArticle />
        )}
      </div>
    </PageContainer>
  );
}
