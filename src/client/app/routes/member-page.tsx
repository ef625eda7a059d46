import { useCallback, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { RELATIONSHIPS } from '#domain/tree/family-member.ts';
import { MemberFormView } from '#client/features/family-tree/member-form.tsx';
import type { MemberFormTarget } from '#client/features/family-tree/member-form-values.ts';
import { TREE_PATH } from '#client/lib/paths.ts';
import { useUnsavedChangesGuard } from '#client/lib/use-unsaved-changes-guard.ts';

type Relationship = (typeof RELATIONSHIPS)[number];
const isRelationship = (v: string | null): v is Relationship => RELATIONSHIPS.some((r) => r === v);

/** The form's target from the address: /tree/members/:id edits, /tree/members/new?relationship=…&parent=… adds. */
function useTarget(): MemberFormTarget | null {
  const { memberId } = useParams();
  const [params] = useSearchParams();
  if (memberId) return { mode: 'edit', memberId };
  const relationship = params.get('relationship');
  if (!isRelationship(relationship)) return null;
  const gender = params.get('gender');
  return {
    mode: 'create',
    relationship,
    parentId: params.get('parent'),
    ...(gender === 'male' || gender === 'female' ? { gender } : {}),
  };
}

/**
 * /tree/members/:memberId and /tree/members/new: the member form at its own address. Leaving it with
 * unsaved changes asks first, by any way out ('Back to Family Tree', a link, Back, closing the tab).
 */
export function MemberPage() {
  const navigate = useNavigate();
  const target = useTarget();
  const [dirty, setDirty] = useState(false);
  const { confirmLeave } = useUnsavedChangesGuard(dirty);
  const cancel = useCallback(() => {
    if (confirmLeave()) {
      setDirty(false);
      void navigate(TREE_PATH);
    }
  }, [confirmLeave, navigate]);
  const done = useCallback(() => {
    setDirty(false);
    void navigate(TREE_PATH);
  }, [navigate]);

  // An address without a slot to add into: the tree, where every slot is.
  if (!target) return <Navigate to={TREE_PATH} replace />;
  return (
    <MemberFormView
      key={target.mode === 'edit' ? target.memberId : `new-${target.relationship}-${target.parentId}`}
      target={target}
      onDone={done}
      onCancel={cancel}
      onDirtyChange={setDirty}
    />
  );
}
