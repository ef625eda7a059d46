import { useSyncExternalStore } from 'react';

/** How long the tree's busy state and the resubmit and duplicate-sibling guards last, in milliseconds. */
export const BUSY_RELEASE_AFTER_ADD_MS = 500;
export const BUSY_RELEASE_AFTER_EDIT_MS = 300;
export const SUBMIT_COOLDOWN_MS = 500;
export const SIBLING_GUARD_MS = 5000;

/**
 * Browser-tab state shared by the tree view and the member form, which are different dashboard
 * views (one unmounts when the other shows): whether a tree write is running, when the last save
 * succeeded (the resubmit cooldown) and when a sibling was last added (the duplicate-sibling guard).
 */
let running = 0;
let busy = false;
let lastSuccessAt = 0;
let lastSiblingCreatedAt = 0;
const listeners = new Set<() => void>();

function setBusy(next: boolean) {
  if (busy === next) return;
  busy = next;
  for (const listener of listeners) listener();
}

/** An add, edit or delete starts: every slot of the tree is locked. */
export function beginTreeWrite() {
  running += 1;
  setBusy(true);
}

/** It ended: the slots unlock after `releaseMs` (500 ms after an add, 300 ms after an edit or delete). */
export function endTreeWrite(releaseMs: number) {
  setTimeout(() => {
    running = Math.max(0, running - 1);
    if (running === 0) setBusy(false);
  }, releaseMs);
}

export function isTreeBusy() {
  return busy;
}

export function useTreeBusy(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => busy,
    // Rendered by the server (a signed-in /tree comes with its first screen): no write is running there.
    () => false,
  );
}

export function markSaveSucceeded(now = Date.now()) {
  lastSuccessAt = now;
}

/** A second submit within 500 ms of the last success is refused. */
export function inSubmitCooldown(now = Date.now()) {
  return now - lastSuccessAt < SUBMIT_COOLDOWN_MS;
}

export function markSiblingCreated(now = Date.now()) {
  lastSiblingCreatedAt = now;
}

/** A sibling add is ignored if another sibling was created within 5 s. */
export function siblingRecentlyCreated(now = Date.now()) {
  return now - lastSiblingCreatedAt < SIBLING_GUARD_MS;
}
