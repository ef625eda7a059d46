import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Loader2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from '#client/lib/toast.ts';
import { formatRecordDate } from '#domain/dates/record-date.ts';
import { RELATIONSHIP_LABELS } from '#domain/eligibility/wording.ts';
import { MAX_GEDCOM_BYTES } from '#domain/gedcom/parse.ts';
import type { GedcomPreview } from '#shared/gedcom.ts';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { GEDCOM_EXPORT_URL, gedcomFileToBase64, importGedcom, previewGedcom } from './api/gedcom.ts';
import { invalidateFamilyTree } from './api/invalidate-family-tree.ts';

/**
 * Import from Ancestry, FamilySearch or MyHeritage: choose the file, pick yourself in it, look at
 * the people it gives, then save them in one go. Nothing is saved before the last step.
 */
export function GedcomImport({ treeIsEmpty, disabled }: { treeIsEmpty: boolean; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  /** The chosen file's bytes, in base64. */
  const [bytes, setBytes] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<GedcomPreview | null>(null);
  const [home, setHome] = useState('');
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const fileId = useId();
  const homeId = useId();
  const peopleId = useId();

  const reset = () => {
    setBytes(null);
    setFileName('');
    setPreview(null);
    setHome('');
    setReplace(false);
    setError(null);
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    reset();
    if (!file) return;
    if (file.size > MAX_GEDCOM_BYTES) {
      setError('The file is larger than 10 MB. Export only your direct family and try again.');
      return;
    }
    setBusy(true);
    try {
      const content = await gedcomFileToBase64(file);
      setFileName(file.name);
      setBytes(content);
      setPreview(await previewGedcom(content));
    } catch (err) {
      setError(errorMessage(err, 'This file could not be read as a GEDCOM file.'));
    } finally {
      setBusy(false);
    }
  };

  const onHome = async (xref: string) => {
    setHome(xref);
    if (!bytes || !xref) return;
    setBusy(true);
    setError(null);
    try {
      setPreview(await previewGedcom(bytes, xref));
    } catch (err) {
      setError(errorMessage(err, 'This person could not be read from the file.'));
    } finally {
      setBusy(false);
    }
  };

  const onImport = async () => {
    if (!bytes || !home) return;
    setBusy(true);
    try {
      const { imported } = await importGedcom(bytes, home, replace);
      await invalidateFamilyTree(queryClient);
      toast.success('Family tree imported', { description: `${imported} people were added from ${fileName}.` });
      setOpen(false);
      reset();
    } catch (err) {
      setError(errorMessage(err, 'The import failed. Your tree was not changed.'));
    } finally {
      setBusy(false);
    }
  };

  const draft = preview?.draft;
  const notKeptCount = draft?.members.reduce((n, m) => n + m.notKept.length, 0) ?? 0;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
          <FileUp aria-hidden="true" />
          Import GEDCOM
        </Button>
        {!treeIsEmpty && (
          <Button asChild variant="ghost" size="sm">
            <a href={GEDCOM_EXPORT_URL} download>
              <Download aria-hidden="true" />
              Export GEDCOM
            </a>
          </Button>
        )}
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
      >
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Import a family tree (GEDCOM)</DialogTitle>
            <DialogDescription>
              Export your tree as a .ged file from Ancestry, FamilySearch or MyHeritage, then choose yourself in it. We
              take you, your parents, grandparents and siblings with their marriages and names, and list under each
              person what the file holds that we do not keep. Nothing is saved until you confirm.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
                GEDCOM file (.ged, up to 10 MB)
              </label>
              <input
                id={fileId}
                type="file"
                accept=".ged,.gedcom,text/plain"
                onChange={(e) => void onFile(e)}
                className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
              />
            </div>
            {preview && (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={homeId} className="text-sm font-medium text-slate-800">
                  Which person in the file are you?
                </label>
                <NativeSelect id={homeId} value={home} onChange={(e) => void onHome(e.target.value)}>
                  <option value="">Choose yourself…</option>
                  {preview.candidates.map((c) => (
                    <option key={c.xref} value={c.xref}>
                      {c.name}
                      {c.birthYear ? ` (b. ${c.birthYear}${c.birthPlace ? `, ${c.birthPlace}` : ''})` : ''}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            {preview && preview.warnings.length > 0 && (
              <section
                aria-label="About this file"
                className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900"
              >
                <ul className="list-disc pl-4">
                  {preview.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </section>
            )}
            {busy && (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Reading the file…
              </p>
            )}
            {draft && (
              <section aria-labelledby={peopleId} className="rounded-lg border border-slate-200">
                <h3 id={peopleId} className="border-b border-slate-100 px-3 py-2 text-sm font-semibold text-slate-900">
                  People to import
                </h3>
                {notKeptCount > 0 && (
                  <p className="px-3 pt-2 text-xs text-slate-700">
                    Under each person: the marriages and names we keep, and what the file holds that your tree does not
                    keep ({notKeptCount} {notKeptCount === 1 ? 'thing' : 'things'} in all). Nothing is dropped without
                    being listed here.
                  </p>
                )}
                <ul className="divide-y divide-slate-100 text-sm">
                  {draft.members.map((m) => (
                    <li key={m.key} className="px-3 py-2">
                      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                        <h4 className="font-medium break-words text-slate-900">
                          {m.firstName} {m.lastName}
                        </h4>
                        <span className="text-xs font-medium text-slate-700">
                          {RELATIONSHIP_LABELS[m.relationship]}
                          {m.isIrishBorn && <span className="ml-1 text-brand-800">· Born in Ireland</span>}
                        </span>
                      </div>
                      <p className="text-xs break-words text-slate-600">
                        {[formatRecordDate(m.birthDate), m.birthPlace].filter(Boolean).join(', ') || 'No birth details'}
                      </p>
                      {m.nameRecords.length > 0 && (
                        <ul
                          aria-label={`Names and marriages of ${m.firstName} ${m.lastName}`}
                          className="mt-1 text-xs break-words text-slate-700"
                        >
                          {m.nameRecords.map((r, i) => (
                            <li key={i}>{r}</li>
                          ))}
                        </ul>
                      )}
                      {m.notKept.length > 0 && (
                        <div className="mt-1 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
                          <p className="font-medium">Not kept in your tree:</p>
                          <ul
                            aria-label={`Not kept for ${m.firstName} ${m.lastName}`}
                            className="list-disc pl-4 break-words"
                          >
                            {m.notKept.map((r, i) => (
                              <li key={i}>{r}</li>
                            ))}
                          </ul>
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
                {draft.warnings.length > 0 && (
                  <ul className="list-disc border-t border-slate-100 px-6 py-2 text-xs text-amber-900">
                    {draft.warnings.map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                )}
              </section>
            )}
            {draft && !treeIsEmpty && (
              <label className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={replace}
                  onChange={(e) => setReplace(e.target.checked)}
                  className="mt-1"
                />
                Replace my current family tree with these people (your current members and their name changes are
                deleted).
              </label>
            )}
            {error && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button disabled={!draft || (!treeIsEmpty && !replace)} busy={busy} onClick={() => void onImport()}>
              Import {draft ? `${draft.members.length} people` : ''}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
