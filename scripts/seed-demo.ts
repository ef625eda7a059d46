/**
 * A realistic demo data set for the admin dashboard and the rest of the product:
 * `npm run seed:demo` (or `node scripts/seed-demo.ts`), against DATABASE_URL, or PGlite in DATA_DIR
 * (./data by default), exactly like the server. It migrates first.
 *
 * - 320 users who joined over the past 6 months (more of them recently), most with a family tree:
 *   some eligible through a grandparent born in a real Irish county, some already Irish through an
 *   Irish-born parent, some not eligible, some trees still incomplete;
 * - eligibility checks, most by those users and some anonymous;
 * - PDF guide orders (paid, pending, failed, refunded) and document research orders in every status.
 *
 * Idempotent: every row has a fixed id (users `demo-user-…`, other rows `dec0de…` UUIDs) and the
 * data comes from a seeded random generator, so a second run adds nothing. `--reset` deletes the
 * demo rows first and creates them again with dates relative to today. Nothing else is touched.
 */
import { inArray, like, sql } from 'drizzle-orm';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Db } from '#server/db/client.ts';
import { documentRequests, eligibilityChecks, familyMembers, pdfOrders, user } from '#server/db/schema.ts';

const USERS = 320;
const ANONYMOUS_CHECKS = 140;
const DAY = 86_400_000;

/** mulberry32: a small seeded generator, so every run makes the same data. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
const rng = generator(20_261_122);

/** A stable UUID for demo row `n` of a kind (1 = check, 2 = member, 3 = PDF order, 4 = document request). */
const demoUuid = (kind: number, n: number) => `dec0de0${kind}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const FIRST_FEMALE = [
  'Aoife',
  'Ciara',
  'Niamh',
  'Siobhan',
  'Orla',
  'Mary',
  'Grace',
  'Emma',
  'Sarah',
  'Kate',
  'Claire',
  'Megan',
  'Emily',
  'Olivia',
  'Chloe',
  'Jessica',
  'Hannah',
  'Lauren',
];
const FIRST_MALE = [
  'Sean',
  'Patrick',
  'Liam',
  'Conor',
  'Declan',
  'Michael',
  'James',
  'John',
  'Daniel',
  'Ryan',
  'Kevin',
  'Brendan',
  'Thomas',
  'Matthew',
  'Jack',
  'Luke',
  'Owen',
  'Cian',
];
const SURNAMES = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Smith',
  "O'Brien",
  'Byrne',
  'Ryan',
  "O'Connor",
  "O'Neill",
  'Reilly',
  'Doyle',
  'McCarthy',
  'Gallagher',
  'Doherty',
  'Kennedy',
  'Lynch',
  'Murray',
  'Quinn',
  'Moore',
  'McLoughlin',
  'Carroll',
  'Connolly',
  'Daly',
  'Connell',
  'Wilson',
  'Dunne',
  'Brennan',
  'Burke',
  'Collins',
  'Campbell',
  'Clarke',
  'Johnston',
  'Hughes',
  'Farrell',
  'Fitzgerald',
  'Brown',
  'Martin',
  'Maguire',
  'Nolan',
];
const OTHER_SURNAMES = [
  'Taylor',
  'Evans',
  'Thompson',
  'Roberts',
  'Anderson',
  'Harris',
  'Mitchell',
  'Patel',
  'Nguyen',
  'Garcia',
];
const DOMAINS = ['example.com', 'example.co.uk', 'example.org', 'example.net', 'example.ie'];

/** Real places in each of the 32 counties on the island of Ireland (all count as born in Ireland). */
const IRISH_BIRTHPLACES = [
  'Castlebar, County Mayo',
  'Westport, County Mayo',
  'Ballina, County Mayo',
  'Skibbereen, County Cork',
  'Bantry, County Cork',
  'Cork, County Cork',
  'Tralee, County Kerry',
  'Killarney, County Kerry',
  'Galway, County Galway',
  'Clifden, County Galway',
  'Letterkenny, County Donegal',
  'Ennis, County Clare',
  'Sligo, County Sligo',
  'Nenagh, County Tipperary',
  'Limerick, County Limerick',
  'Kilkenny, County Kilkenny',
  'Waterford, County Waterford',
  'Wexford, County Wexford',
  'Athlone, County Westmeath',
  'Tullamore, County Offaly',
  'Longford, County Longford',
  'Carrick-on-Shannon, County Leitrim',
  'Roscommon, County Roscommon',
  'Cavan, County Cavan',
  'Monaghan, County Monaghan',
  'Dundalk, County Louth',
  'Navan, County Meath',
  'Naas, County Kildare',
  'Wicklow, County Wicklow',
  'Carlow, County Carlow',
  'Portlaoise, County Laois',
  'Dublin, County Dublin',
  'Belfast, County Antrim',
  'Newry, County Down',
  'Derry, County Londonderry',
  'Omagh, County Tyrone',
  'Enniskillen, County Fermanagh',
  'Armagh, County Armagh',
];
const ABROAD = [
  ['Liverpool', 'United Kingdom'],
  ['Manchester', 'United Kingdom'],
  ['Birmingham', 'United Kingdom'],
  ['London', 'United Kingdom'],
  ['Glasgow', 'United Kingdom'],
  ['Leeds', 'United Kingdom'],
  ['Boston, Massachusetts', 'United States'],
  ['New York, New York', 'United States'],
  ['Chicago, Illinois', 'United States'],
  ['Philadelphia, Pennsylvania', 'United States'],
  ['Sydney, New South Wales', 'Australia'],
  ['Melbourne, Victoria', 'Australia'],
  ['Brisbane, Queensland', 'Australia'],
  ['Toronto, Ontario', 'Canada'],
  ['Auckland', 'New Zealand'],
] as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const dateIn = (fromYear: number, toYear: number) =>
  `${rng.int(fromYear, toYear)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
/** A birth date `min` to `max` years before a year. */
const yearsBefore = (year: number, min: number, max: number) => dateIn(year - max, year - min);
const yearOf = (date: string) => Number(date.slice(0, 4));

/** A join date in the last ~183 days, more of them recent (the service is growing). */
function joinedAt(now: number): Date {
  const ago = Math.pow(rng.next(), 1.6) * 183 * DAY;
  return new Date(now - ago);
}

type Gender = 'male' | 'female';
type Scenario = 'grandparent' | 'parent' | 'not_eligible' | 'incomplete' | 'none';
type MemberRow = typeof familyMembers.$inferInsert;

type Plan = {
  users: (typeof user.$inferInsert)[];
  members: MemberRow[];
  checks: (typeof eligibilityChecks.$inferInsert)[];
  pdf: (typeof pdfOrders.$inferInsert)[];
  documents: (typeof documentRequests.$inferInsert)[];
  scenarios: Record<Scenario, number>;
};

function buildPlan(now: number): Plan {
  const plan: Plan = {
    users: [],
    members: [],
    checks: [],
    pdf: [],
    documents: [],
    scenarios: { grandparent: 0, parent: 0, not_eligible: 0, incomplete: 0, none: 0 },
  };
  let memberNo = 0;
  let checkNo = 0;
  let pdfNo = 0;
  let docNo = 0;

  const person = (gender: Gender) => rng.pick(gender === 'male' ? FIRST_MALE : FIRST_FEMALE);
  const answersFor = (reason: 'eligible' | 'not_eligible' | 'born_in_ireland' | 'already_citizen') => {
    switch (reason) {
      case 'born_in_ireland':
        return { q1: 'no' as const, q2: null, q3: null, q4: null };
      case 'already_citizen':
        return rng.chance(0.5)
          ? { q1: 'yes' as const, q2: 'yes' as const, q3: null, q4: null }
          : { q1: 'yes' as const, q2: 'no' as const, q3: 'yes' as const, q4: null };
      case 'eligible':
        return { q1: 'yes' as const, q2: 'no' as const, q3: 'no' as const, q4: 'yes' as const };
      case 'not_eligible':
        return { q1: 'yes' as const, q2: 'no' as const, q3: 'no' as const, q4: 'no' as const };
    }
  };

  for (let i = 1; i <= USERS; i++) {
    const id = `demo-user-${String(i).padStart(4, '0')}`;
    const gender: Gender = rng.chance(0.55) ? 'female' : 'male';
    const first = person(gender);
    const last = rng.chance(0.85) ? rng.pick(SURNAMES) : rng.pick(OTHER_SURNAMES);
    const created = joinedAt(now);
    const email = `${first}.${last}.${i}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + `@${rng.pick(DOMAINS)}`;
    plan.users.push({
      id,
      name: `${first} ${last}`,
      email,
      emailVerified: true,
      createdAt: created,
      updatedAt: created,
    });

    const roll = rng.next();
    const scenario: Scenario =
      roll < 0.42
        ? 'grandparent'
        : roll < 0.5
          ? 'parent'
          : roll < 0.68
            ? 'not_eligible'
            : roll < 0.85
              ? 'incomplete'
              : 'none';
    plan.scenarios[scenario]++;
    const at = (minutesAfterJoin: number) => new Date(Math.min(now, created.getTime() + minutesAfterJoin * 60_000));
    const [homePlace, homeCountry] = rng.pick(ABROAD);

    // The family tree.
    if (scenario !== 'none') {
      const add = (m: Omit<MemberRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>, minutes: number) => {
        const row: MemberRow = {
          id: demoUuid(2, ++memberNo),
          userId: id,
          createdAt: at(minutes),
          updatedAt: at(minutes),
          ...m,
        };
        plan.members.push(row);
        return row;
      };
      const selfBorn = dateIn(1968, 2002);
      const selfYear = yearOf(selfBorn);
      add(
        {
          firstName: first,
          lastName: last,
          relationship: 'self',
          gender,
          birthDate: selfBorn,
          birthPlace: homePlace,
          birthCountry: homeCountry,
        },
        5,
      );
      for (let s = rng.int(0, 2); s > 0; s--) {
        const g: Gender = rng.chance(0.5) ? 'male' : 'female';
        const born = dateIn(selfYear - 7, selfYear + 7);
        add(
          {
            firstName: person(g),
            lastName: last,
            relationship: 'sibling',
            gender: g,
            birthDate: born,
            birthPlace: homePlace,
            birthCountry: homeCountry,
          },
          7,
        );
      }
      const irishParent = scenario === 'parent';
      const [fatherPlace, fatherCountry] = irishParent ? [rng.pick(IRISH_BIRTHPLACES), 'Ireland'] : rng.pick(ABROAD);
      const father = add(
        {
          firstName: person('male'),
          lastName: last,
          relationship: 'parent',
          gender: 'male',
          birthDate: yearsBefore(selfYear, 24, 40),
          birthPlace: fatherPlace,
          birthCountry: fatherCountry,
          isIrishBorn: irishParent,
          isIrishCitizen: irishParent,
        },
        9,
      );
      const motherSurname = rng.pick(SURNAMES);
      const mother =
        scenario === 'incomplete' && rng.chance(0.6)
          ? null
          : add(
              {
                firstName: person('female'),
                lastName: last,
                relationship: 'parent',
                gender: 'female',
                birthDate: yearsBefore(selfYear, 22, 38),
                birthPlace: homePlace,
                birthCountry: homeCountry,
                hasNameChanged: true,
              },
              11,
            );
      const grandparents: [MemberRow, string][] = [
        [father, last],
        [father, last],
        ...(mother
          ? ([
              [mother, motherSurname],
              [mother, motherSurname],
            ] as [MemberRow, string][])
          : []),
      ];
      const irishIndex = scenario === 'grandparent' ? rng.int(0, grandparents.length - 1) : -1;
      const count = scenario === 'incomplete' ? rng.int(0, 2) : grandparents.length;
      grandparents.slice(0, count).forEach(([parent, surname], k) => {
        const g: Gender = k % 2 === 0 ? 'male' : 'female';
        const irish = k === irishIndex || (scenario === 'grandparent' && rng.chance(0.2));
        const [place, country] = irish ? [rng.pick(IRISH_BIRTHPLACES), 'Ireland'] : rng.pick(ABROAD);
        const deceased = rng.chance(0.7);
        add(
          {
            firstName: person(g),
            lastName: surname,
            relationship: 'grandparent',
            gender: g,
            parentId: parent.id,
            birthDate: yearsBefore(yearOf(parent.birthDate!), 20, 40),
            birthPlace: place,
            birthCountry: country,
            isIrishBorn: irish,
            isIrishCitizen: irish,
            isDeceased: deceased,
            deathDate: deceased ? dateIn(Math.max(1975, yearOf(parent.birthDate!) + 10), 2024) : null,
            deathPlace: deceased ? place : null,
            deathCountry: deceased ? country : null,
          },
          13 + k,
        );
      });
    }

    // Eligibility checks: most users took the quiz before or just after joining; some more than once.
    const reason =
      scenario === 'grandparent'
        ? 'eligible'
        : scenario === 'parent'
          ? 'already_citizen'
          : scenario === 'not_eligible'
            ? 'not_eligible'
            : rng.pick(['eligible', 'eligible', 'not_eligible', 'born_in_ireland'] as const);
    const checkCount = rng.chance(0.85) ? (rng.chance(0.2) ? 2 : 1) : 0;
    for (let c = 0; c < checkCount; c++) {
      plan.checks.push({
        id: demoUuid(1, ++checkNo),
        userId: id,
        ...answersFor(reason),
        reason,
        isEligible: reason === 'eligible',
        createdAt: at(c === 0 ? 1 : rng.int(60, 20_000)),
      });
    }

    // A PDF guide for about half of the eligible users with a tree.
    if (scenario === 'grandparent' && rng.chance(0.55)) {
      const roll2 = rng.next();
      const status = roll2 < 0.74 ? 'paid' : roll2 < 0.84 ? 'pending' : roll2 < 0.92 ? 'failed' : 'refunded';
      const promo = rng.chance(0.7);
      const discount = promo ? 450 : rng.chance(0.3) ? 150 : 0;
      const ordered = at(rng.int(30, 30_000));
      const email = plan.users.at(-1)!.email;
      plan.pdf.push({
        id: demoUuid(3, ++pdfNo),
        userId: id,
        customerEmail: email,
        baseAmount: 1500,
        discountAmount: discount,
        amount: 1500 - discount,
        currency: 'eur',
        status,
        provider: 'test',
        paymentIntentId: `demo_pi_${pdfNo}`,
        failureReason: status === 'failed' ? 'Your card was declined.' : null,
        paidAt: status === 'paid' || status === 'refunded' ? new Date(ordered.getTime() + 120_000) : null,
        createdAt: ordered,
        updatedAt: ordered,
      });

      // Document research for some of the buyers: certificates for the Irish grandparent and the parent.
      if (status === 'paid' && rng.chance(0.6)) {
        const tree = plan.members.filter((m) => m.userId === id);
        const irishGrandparent = tree.find((m) => m.relationship === 'grandparent' && m.isIrishBorn)!;
        const parent = tree.find((m) => m.id === irishGrandparent.parentId)!;
        const wanted = [
          { member: irishGrandparent, documentType: 'birth_certificate' },
          ...(irishGrandparent.isDeceased ? [{ member: irishGrandparent, documentType: 'death_certificate' }] : []),
          { member: parent, documentType: 'birth_certificate' },
        ].slice(0, rng.int(1, 3));
        const roll3 = rng.next();
        const docStatus =
          roll3 < 0.15
            ? 'pending'
            : roll3 < 0.3
              ? 'paid'
              : roll3 < 0.5
                ? 'processing'
                : roll3 < 0.68
                  ? 'shipped'
                  : roll3 < 0.9
                    ? 'delivered'
                    : roll3 < 0.95
                      ? 'failed'
                      : 'refunded';
        const requested = new Date(Math.min(now, ordered.getTime() + rng.int(1, 10) * DAY));
        const paid = !['pending', 'failed'].includes(docStatus);
        const base = wanted.length * 1500;
        const docDiscount = Math.round(base * 0.3);
        const self = tree.find((m) => m.relationship === 'self')!;
        plan.documents.push({
          id: demoUuid(4, ++docNo),
          userId: id,
          kind: 'lineage',
          status: docStatus,
          requesterName: `${first} ${last}`,
          requesterEmail: email,
          subjectName: `${irishGrandparent.firstName} ${irishGrandparent.lastName}`,
          subjectBirthYear: Number(irishGrandparent.birthDate!.slice(0, 4)),
          subjectBirthLocation: irishGrandparent.birthPlace,
          selectedFamilyMemberId: irishGrandparent.id,
          documentsNeeded: JSON.stringify(
            wanted.map((w) => ({
              familyMemberId: w.member.id,
              memberName: `${w.member.firstName} ${w.member.lastName}`,
              documentType: w.documentType,
            })),
          ),
          documentsRequestedCount: wanted.length,
          unitPrice: 1500,
          baseAmount: base,
          discountAmount: docDiscount,
          totalCost: base - docDiscount,
          currency: 'eur',
          provider: 'test',
          paymentIntentId: `demo_pi_doc_${docNo}`,
          deliveryAddress: JSON.stringify({
            addressLine1: `${rng.int(1, 120)} ${rng.pick(['Main Street', 'Church Road', 'Park Avenue', 'High Street'])}`,
            addressLine2: null,
            city: self.birthPlace,
            county: '',
            eircode: null,
            country: self.birthCountry,
            phone: null,
          }),
          trackingNumber: ['shipped', 'delivered'].includes(docStatus)
            ? `AN${rng.int(100_000_000, 999_999_999)}IE`
            : null,
          carrier: ['shipped', 'delivered'].includes(docStatus) ? 'An Post' : null,
          estimatedDeliveryDate: ['processing', 'shipped'].includes(docStatus)
            ? isoDay(new Date(requested.getTime() + 21 * DAY))
            : null,
          deliveredAt: docStatus === 'delivered' ? new Date(Math.min(now, requested.getTime() + 18 * DAY)) : null,
          paidAt: paid ? new Date(requested.getTime() + 60_000) : null,
          failureReason: docStatus === 'failed' ? 'Your card was declined.' : null,
          createdAt: requested,
          updatedAt: requested,
        });
      }
    }
  }

  // Anonymous visitors who took the quiz and never signed up.
  for (let a = 0; a < ANONYMOUS_CHECKS; a++) {
    const reason = rng.pick([
      'eligible',
      'eligible',
      'not_eligible',
      'not_eligible',
      'not_eligible',
      'born_in_ireland',
      'already_citizen',
    ] as const);
    plan.checks.push({
      id: demoUuid(1, ++checkNo),
      userId: null,
      ...answersFor(reason),
      reason,
      isEligible: reason === 'eligible',
      createdAt: joinedAt(now),
    });
  }
  return plan;
}

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<{ length: number }>): Promise<number> {
  let created = 0;
  for (let i = 0; i < rows.length; i += 200) created += (await insert(rows.slice(i, i + 200))).length;
  return created;
}

async function reset(db: Db) {
  const demoUsers = db.select({ id: user.id }).from(user).where(like(user.id, 'demo-user-%'));
  const deleted = {
    documentRequests: (
      await db
        .delete(documentRequests)
        .where(sql`${documentRequests.id}::text like 'dec0de04-%'`)
        .returning({ id: documentRequests.id })
    ).length,
    pdfOrders: (
      await db
        .delete(pdfOrders)
        .where(sql`${pdfOrders.id}::text like 'dec0de03-%'`)
        .returning({ id: pdfOrders.id })
    ).length,
    eligibilityChecks: (
      await db
        .delete(eligibilityChecks)
        .where(sql`${eligibilityChecks.id}::text like 'dec0de01-%'`)
        .returning({ id: eligibilityChecks.id })
    ).length,
    // Family members, sessions and the rest of a user's own data go with the user (on delete cascade).
    users: (await db.delete(user).where(inArray(user.id, demoUsers)).returning({ id: user.id })).length,
  };
  console.log(
    `removed the previous demo data: ${deleted.users} users, ${deleted.eligibilityChecks} checks, ${deleted.pdfOrders} PDF orders, ${deleted.documentRequests} document requests`,
  );
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const db = database.db;
    console.log(
      `seed:demo on ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    );
    if (process.argv.includes('--reset')) await reset(db);

    const plan = buildPlan(Date.now());
    const created = {
      users: await insertAll(plan.users, (c) =>
        db.insert(user).values(c).onConflictDoNothing().returning({ id: user.id }),
      ),
      members: await insertAll(plan.members, (c) =>
        db.insert(familyMembers).values(c).onConflictDoNothing().returning({ id: familyMembers.id }),
      ),
      checks: await insertAll(plan.checks, (c) =>
        db.insert(eligibilityChecks).values(c).onConflictDoNothing().returning({ id: eligibilityChecks.id }),
      ),
      pdf: await insertAll(plan.pdf, (c) =>
        db.insert(pdfOrders).values(c).onConflictDoNothing().returning({ id: pdfOrders.id }),
      ),
      documents: await insertAll(plan.documents, (c) =>
        db.insert(documentRequests).values(c).onConflictDoNothing().returning({ id: documentRequests.id }),
      ),
    };

    const count = <T extends { status?: string | null }>(rows: T[]) =>
      Object.entries(Object.groupBy(rows, (r) => r.status ?? 'pending'))
        .map(([s, list]) => `${list!.length} ${s}`)
        .join(', ');
    const anonymous = plan.checks.filter((c) => c.userId === null).length;
    const s = plan.scenarios;
    if (created.users + created.members + created.checks + created.pdf + created.documents === 0) {
      console.log(
        `the demo data is already there (${plan.users.length} users…): nothing added. Use --reset to create it again.`,
      );
    } else {
      console.log(`created ${created.users} users who joined over the past 6 months`);
      console.log(
        `  trees: ${s.grandparent} eligible through an Irish-born grandparent, ${s.parent} already Irish through a parent, ` +
          `${s.not_eligible} not eligible, ${s.incomplete} incomplete, ${s.none} without a tree`,
      );
      console.log(`created ${created.members} family members`);
      console.log(`created ${created.checks} eligibility checks (${anonymous} of them anonymous)`);
      console.log(`created ${created.pdf} PDF guide orders (${count(plan.pdf)})`);
      console.log(`created ${created.documents} document research orders (${count(plan.documents)})`);
    }
    console.log('Sign in with an address listed in ADMIN_EMAILS and open /admin to see them.');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
