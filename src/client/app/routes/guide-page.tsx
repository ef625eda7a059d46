import { useNavigate } from 'react-router';
import { TemplateGuideView } from '#client/features/guide/template-guide-view.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { DASHBOARD_PATH, GUIDE_CHECKOUT_PATH, memberPath, TREE_PATH } from '#client/lib/paths.ts';

/** /guide: the Template Guide (the application pack). */
export function GuidePage() {
  usePageTitle('Template Guide');
  const navigate = useNavigate();
  return (
    <TemplateGuideView
      onBack={() => void navigate(DASHBOARD_PATH)}
      onBuy={() => void navigate(GUIDE_CHECKOUT_PATH)}
      onOpenTree={() => void navigate(TREE_PATH)}
      onOpenMember={(memberId) => void navigate(memberPath(memberId))}
    />
  );
}
