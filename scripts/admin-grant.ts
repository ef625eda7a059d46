// Makes a signed-up user an admin: npm run admin:grant -- someone@example.com
// Uses the same database settings as the server (DATABASE_URL, else PGlite in DATA_DIR).
import { eq } from 'drizzle-orm';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { user } from '#server/db/schema.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes('@')) {
  console.error('Usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const updated = await database.db
    .update(user)
    .set({ isAdmin: true, updatedAt: new Date() })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  if (updated.length === 0) {
    console.error(`No user with the email ${email}. They must sign in once first.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now an admin.`);
  }
} finally {
  await database.close();
}
