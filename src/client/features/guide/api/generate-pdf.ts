import { downloadError, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE, TimeoutError } from '#client/lib/api-client.ts';

/** POST /api/generate-pdf returns the file itself; the name comes from the server's header. */
export async function downloadApplicationPack(): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch('/api/generate-pdf', { method: 'POST', credentials: 'include', signal: controller.signal });
  } catch (err) {
    if (controller.signal.aborted) throw new TimeoutError();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    throw await downloadError(response, TIMEOUT_MESSAGE);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'Irish-FBR-Application-Pack.pdf';
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
  return name;
}
