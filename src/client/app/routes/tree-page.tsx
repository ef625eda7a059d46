import { useNavigate } from 'react-router';
import { FamilyTreeView } from '#client/features/family-tree/family-tree-view.tsx';
import { DASHBOARD_PATH, memberPath, newMemberPath } from '#client/lib/paths.ts';

/** /tree: the family tree; a box opens its member's form at its own address. */
export function TreePage() {
  const navigate = useNavigate();
  return (
    <FamilyTreeView
      onBack={() => void navigate(DASHBOARD_PATH)}
      onOpenMember={(target) =>
        void navigate(target.mode === 'edit' ? memberPath(target.memberId) : newMemberPath(target))
      }
    />
  );
}
