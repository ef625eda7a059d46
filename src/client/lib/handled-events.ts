import { options } from 'preact';
import { HANDLED_FLAG } from '#shared/hydration.ts';

/**
 * Marks every event one of the app's handlers receives (Preact calls `options.event` before each),
 * so the page's loader can tell a click the app answered, on a part already hydrated, from one that
 * landed on a part still held and must be made again once the page is live (decision 074).
 */
export function markHandledEvents() {
  const previous = options.event?.bind(options);
  options.event = (event: Event) => {
    const passed: Event = previous ? (previous(event) as Event) : event;
    (event as Event & Record<string, unknown>)[HANDLED_FLAG] = true;
    return passed;
  };
}
