import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { nameChange } from '#domain/documents/sample-tree.ts';
import { workOrderFacts } from '#domain/orders/work-order.ts';
import { familyMember } from '#domain/tree/family-member.ts';
import { openDatabase } from '#server/db/client.ts';
import { documentRequests, orderLines, testPaymentIntents, user } from '#server/db/schema.ts';
import { expectAccessible, screenshot, SCREENSHOT_DIR } from './support/browser.ts';
import { expect, testWithServer } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The work order (docs/decisions/065-the-work-order.md), against a server of its own whose database
 * holds the brief's paid order: the Mayo grandfather's birth certificate and the Liverpool-born
 * father's, €30.00 paid with the test provider. The operator takes it from paid to delivered in
 * the admin area alone, with the father's certificate not found and refunded.
 */
const ADMIN = 'work.order.admin@example.ie';
const ORDER = '5e6f7a8b-9c0d-4e1f-8a2b-000000000034';
const INTENT = 'pi_test_work_order_e2e';
const NOTE = 'Known as Paddy. Baptised in Islandeady parish.';

const test = testWithServer(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-work-order-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN };
  await (await startServer(env)).stop();
  const database = await openDatabase({ dataDir });
  const { db } = database;
  const [customer] = await db
    .insert(user)
    .values({ id: 'e2e-work-order-customer', name: 'Sean Walsh', email: 'sean.walsh@example.ie', emailVerified: true })
    .returning();
  // The tree as it stood when the order was placed.
  const john = familyMember({
    id: 'john',
    relationship: 'parent',
    firstName: 'John',
    lastName: 'Walsh',
    gender: 'male',
    birthDate: '1950-03-12',
    birthPlace: 'Liverpool',
    birthCountry: 'England',
  });
  const patrick = familyMember({
    id: 'patrick',
    relationship: 'grandparent',
    parentId: 'john',
    firstName: 'Patrick',
    lastName: 'Walsh',
    gender: 'male',
    birthDate: '1931',
    birthPlace: 'Islandeady, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
  });
  const mary = familyMember({
    id: 'mary',
    relationship: 'grandparent',
    parentId: 'john',
    firstName: 'Mary',
    lastName: 'Walsh',
    gender: 'female',
  });
  const members = [john, patrick, mary];
  const records = [
    nameChange({ id: 'r1', familyMemberId: 'mary', changeType: 'birth', surnameAfterChange: 'Kelly' }),
    nameChange({
      id: 'r3',
      familyMemberId: 'mary',
      changeType: 'marriage',
      surnameBeforeChange: 'Kelly',
      surnameAfterChange: 'Walsh',
      changeDate: '1948-06-01',
      changePlace: 'Westport',
      changeCountry: 'Ireland',
    }),
    nameChange({
      id: 'r2',
      familyMemberId: 'patrick',
      changeType: 'irish_form',
      givenNames: 'Pádraig',
      surnameAfterChange: 'Breathnach',
    }),
  ];
  const facts = (member: typeof john) =>
    workOrderFacts({
      kind: 'birth',
      member,
      members,
      records,
      marriage: null,
      customerNote: NOTE,
      today: '2026-11-20',
    });
  const paidAt = new Date(Date.now() - 2 * 86_400_000);
  await db.insert(testPaymentIntents).values({
    id: INTENT,
    clientSecret: `${INTENT}_secret`,
    amount: 3000,
    currency: 'eur',
    status: 'succeeded',
    metadata: JSON.stringify({ orderId: ORDER, orderType: 'document', userId: customer!.id }),
  });
  await db.insert(documentRequests).values({
    id: ORDER,
    userId: customer!.id,
    kind: 'lineage',
    status: 'paid',
    requesterName: 'Sean Walsh',
    requesterEmail: customer!.email,
    subjectName: 'Patrick Walsh',
    documentsNeeded: JSON.stringify([
      { familyMemberId: null, memberName: 'Patrick Walsh', documentType: 'birth' },
      { familyMemberId: null, memberName: 'John Walsh', documentType: 'birth' },
    ]),
    documentsRequestedCount: 2,
    additionalInfo: NOTE,
    unitPrice: 1500,
    baseAmount: 3000,
    totalCost: 3000,
    currency: 'eur',
    provider: 'test',
    paymentIntentId: INTENT,
    deliveryAddress: JSON.stringify({
      addressLine1: '12 Bridge Street',
      addressLine2: null,
      city: 'Castlebar',
      county: 'Mayo',
      eircode: 'F23 X2Y3',
      country: 'Ireland',
      phone: '+353 87 123 4567',
    }),
    paidAt,
    createdAt: paidAt,
  });
  await db.insert(orderLines).values([
    { orderId: ORDER, documentIndex: 0, kind: 'birth', familyMemberId: null, facts: facts(patrick) },
    { orderId: ORDER, documentIndex: 1, kind: 'birth', familyMemberId: null, facts: facts(john) },
  ]);
  await database.close();
  const server: RunningServer = await startServer(env);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      // What the provider refunded: one line's share, once.
      const after = await openDatabase({ dataDir });
      const [intent] = await after.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, INTENT));
      await after.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (intent?.refundedAmount !== 1500) throw new Error(`refunded ${intent?.refundedAmount}, expected 1500`);
    },
  };
});

test('the operator takes a two-certificate order from paid to delivered, one certificate not found and refunded', async ({
  page,
  signIn,
}) => {
  await signIn(page, ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin?tab=orders&q=%235e6f7a8b');
  const card = page.locator(`[data-order-id="${ORDER}"]`);
  await expect(card).toContainText('Sean Walsh');
  await card.getByRole('button', { name: 'Manage order' }).click();

  const work = card.getByTestId('work-order');
  const lines = work.getByTestId('work-order-line');
  await expect(lines).toHaveCount(2);
  const grandfather = lines.nth(0);
  const father = lines.nth(1);
  await expect(grandfather).toContainText('1. Birth Certificate – Patrick Walsh');
  await expect(grandfather).toContainText('Pádraig Breathnach (Irish form)');
  await expect(grandfather).toContainText('1931, Islandeady, Co. Mayo, Ireland');
  await expect(grandfather).toContainText(NOTE);
  await expect(father).toContainText('12 March 1950, Liverpool, England');
  await expect(father).toContainText('Mary Walsh (born Kelly)');
  await expect(father.getByTestId('registry-form')).toContainText("Mother's birth surname: Kelly");
  await expect(father.getByTestId('registry-form')).toContainText("Father's name: Patrick Walsh");

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(work).toBeVisible();
    await screenshot(page, `work-order-${width}`);
    await work.screenshot({ path: `${SCREENSHOT_DIR}/work-order-lines-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);

  // The grandfather's certificate is ordered from the GRO.
  await grandfather.getByLabel('Office reference').fill('GRO-2026-4411');
  await grandfather.getByLabel('Amount paid').fill('20.00');
  await grandfather.getByRole('button', { name: 'Record as ordered' }).click();
  await expect(grandfather.getByTestId('line-outcome')).toHaveText('Ordered from the office');
  await expect(grandfather).toContainText('reference GRO-2026-4411, €20.00 paid');

  // The Liverpool office finds no record: the line is refunded its share after a confirmation.
  await father.getByRole('button', { name: 'Not found' }).click();
  await father.getByLabel('What was searched').fill('Liverpool births 1949–1952, surnames Walsh and Kelly');
  await father.getByRole('button', { name: 'Record as not found' }).click();
  await expect(father.getByTestId('line-outcome')).toHaveText('Not found at the office');
  await father.getByRole('button', { name: 'Refund this certificate (€15.00)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund €15.00 for line 2?' });
  await expect(confirm).toContainText('€15.00 is this certificate’s share of what the customer paid.');
  await confirm.getByRole('button', { name: 'Refund €15.00' }).click();
  await expect(confirm).toBeHidden();
  await expect(father.getByTestId('line-refunded')).toContainText(`Refunded €15.00 on`);
  await expect(father.getByTestId('line-refunded')).toContainText(`by ${ADMIN}`);
  await expect(father.getByTestId('line-outcome')).toHaveText('Not found at the office, refunded');

  // The order goes on with the other certificate.
  const move = async (to: string) => {
    await card.getByRole('button', { name: `Move to ${to}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `Move to ${to}` }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(to);
  };
  await move('Processing Request');
  await grandfather.getByRole('button', { name: 'Mark received' }).click();
  await expect(grandfather.getByTestId('line-outcome')).toHaveText('Received from the office');
  await card.getByRole('textbox', { name: 'Carrier' }).fill('An Post');
  await card.getByRole('textbox', { name: 'Tracking number' }).fill('RR123456789IE');
  await move('In Transit');
  await grandfather.getByRole('button', { name: 'Mark posted' }).click();
  await expect(grandfather.getByTestId('line-outcome')).toHaveText('Posted');
  await move('Delivered');

  await expect(card.getByRole('region', { name: 'Change history' })).toContainText(
    'Refunded €15.00 for line 2, Birth Certificate (not found at the office).',
  );
  await screenshot(page, 'work-order-delivered-1280');

  // The figures count the refund.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('money')).toContainText('Refunds (1 refund)');
  await expect(page.getByTestId('money')).toContainText('− €15.00');
});
