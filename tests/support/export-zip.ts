import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

export type ExportZip = { names: string[]; json: unknown; files: Map<string, Buffer> };

/** Opens the data export ZIP: every entry's bytes by name, and the JSON document parsed. */
export async function readExportZip(zip: Buffer): Promise<ExportZip> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (err, z) =>
      err ? reject(err) : resolve(z),
    ),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', resolve);
    archive.on('entry', (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        buffer(stream).then((bytes) => {
          files.set(entry.fileName, bytes);
          archive.readEntry();
        }, reject);
      });
    });
    archive.readEntry();
  });
  const jsonName = [...files.keys()].find((n) => n.endsWith('.json'));
  return {
    names: [...files.keys()],
    json: jsonName ? (JSON.parse(files.get(jsonName)!.toString('utf8')) as unknown) : undefined,
    files,
  };
}
