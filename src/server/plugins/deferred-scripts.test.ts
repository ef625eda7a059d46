// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDLED_FLAG, HYDRATED_EVENT } from '#shared/hydration.ts';
import { SCRIPT_LOADER } from './deferred-scripts.ts';

/** A server-rendered page whose loader has run; its buttons have no handlers yet. */
function serverPage(body: string) {
  document.body.innerHTML = `${body}<script type="application/json" id="deferred-scripts">{"entry":"/app.js","preload":[]}</script>`;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the fixed inline script the page runs
  new Function(SCRIPT_LOADER)();
}

/** What hydration does: a handler on the button, then the app's announcement. */
function hydrate(...buttons: HTMLElement[]) {
  const handlers = buttons.map((button) => {
    const onClick = vi.fn((e: Event) => e.preventDefault());
    button.addEventListener('click', onClick);
    return onClick;
  });
  document.dispatchEvent(new Event(HYDRATED_EVENT));
  return handlers;
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('a click that lands before the page is live (decision 074)', () => {
  beforeEach(() => vi.useFakeTimers());

  it('is made again on its button once the app has hydrated the page', () => {
    serverPage('<button>I have ordered it</button><button>I have it</button>');
    button('I have ordered it').click();
    const [ordered, inHand] = hydrate(button('I have ordered it'), button('I have it'));
    expect(ordered).toHaveBeenCalledTimes(1);
    expect(inHand).not.toHaveBeenCalled();
  });

  it('is made again as a whole click, focus and press included, for a control that acts on the press', () => {
    serverPage(
      '<div role="tablist"><button role="tab">Documents</button><button role="tab">Online form</button></div>',
    );
    button('Online form').click();
    const tab = button('Online form');
    const events: string[] = [];
    for (const type of ['focus', 'pointerdown', 'mousedown', 'pointerup', 'mouseup'])
      tab.addEventListener(type, () => events.push(type));
    const [onClick] = hydrate(tab);
    expect([...events, ...(onClick.mock.calls.length ? ['click'] : [])]).toEqual([
      'focus',
      'pointerdown',
      'mousedown',
      'pointerup',
      'mouseup',
      'click',
    ]);
    expect(document.activeElement).toBe(tab);
  });

  it('only the last of several is made again, and a click after hydration is not doubled', () => {
    serverPage('<button>Documents</button><button>Online form</button>');
    button('Documents').click();
    button('Online form').click();
    const [documents, form] = hydrate(button('Documents'), button('Online form'));
    expect(documents).not.toHaveBeenCalled();
    expect(form).toHaveBeenCalledTimes(1);
    button('Documents').click();
    expect(documents).toHaveBeenCalledTimes(1);
    expect(form).toHaveBeenCalledTimes(1);
  });

  it('is not made again when a part already live answered it', () => {
    serverPage('<button>Documents</button>');
    // A handler of the app (Preact marks each event its handlers get: lib/handled-events.ts).
    const answered = vi.fn((e: Event) => Object.assign(e, { [HANDLED_FLAG]: true }));
    button('Documents').addEventListener('click', answered);
    button('Documents').click();
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('leaves a button in a form to its native submission, and a button gone or disabled by then unclicked', () => {
    serverPage('<form action="/x"><button>Send</button></form><button>Remove</button><button>Save</button>');
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    button('Send').click();
    expect(submitted).toHaveBeenCalledTimes(1);
    const [send] = hydrate(button('Send'));
    expect(send).not.toHaveBeenCalled();

    serverPage('<button>Remove</button><button>Save</button>');
    button('Remove').click();
    const removed = button('Remove');
    removed.remove();
    expect(hydrate(removed)[0]).not.toHaveBeenCalled();

    serverPage('<button>Save</button>');
    button('Save').click();
    button('Save').disabled = true;
    expect(hydrate(button('Save'))[0]).not.toHaveBeenCalled();
  });
});

describe('text typed before the page is live', () => {
  it('is written back after hydration reset it, with an input event, before the held click is made', () => {
    serverPage('<label>Your name <input name="name" value=""></label><button>Save Name</button>');
    const input = document.querySelector('input')!;
    input.value = 'Aoife Ní Bhriain';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    button('Save Name').click();

    // Hydration: the form library writes its default into the field, then handlers are attached.
    input.value = '';
    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(`input ${input.value}`));
    const onClick = vi.fn(() => seen.push(`click ${input.value}`));
    button('Save Name').addEventListener('click', onClick);
    document.dispatchEvent(new Event(HYDRATED_EVENT));

    expect(input.value).toBe('Aoife Ní Bhriain');
    expect(seen).toEqual(['input Aoife Ní Bhriain', 'click Aoife Ní Bhriain']);
  });

  it('is left alone when the page kept it or a part already live answered it', () => {
    serverPage('<input id="kept"><input id="live">');
    const kept = document.querySelector<HTMLInputElement>('#kept')!;
    const live = document.querySelector<HTMLInputElement>('#live')!;
    kept.value = 'as typed';
    kept.dispatchEvent(new Event('input', { bubbles: true }));
    const handled = new Event('input', { bubbles: true });
    Object.assign(handled, { [HANDLED_FLAG]: true });
    live.value = 'raw';
    live.dispatchEvent(handled);
    live.value = 'Formatted';

    const events = vi.fn();
    kept.addEventListener('input', events);
    live.addEventListener('input', events);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(events).not.toHaveBeenCalled();
    expect(live.value).toBe('Formatted');
  });
});
