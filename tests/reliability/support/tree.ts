import { call, type Session } from './http.ts';

type Member = { id: string; relationship: string; parentId: string | null; firstName: string };

/** Adds one family member through the API; throws unless it was created. */
export async function addMember(base: string, s: Session, body: Record<string, unknown>): Promise<Member> {
  const res = await call(base, 'POST', '/api/family-members', {
    cookie: s.cookie,
    body: { firstName: 'Aoife', lastName: 'Walsh', ...body },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`add member failed: ${res.status} ${res.body}`);
  return res.json as Member;
}

/**
 * A tree of 8 that the PDF pack accepts: the applicant, both parents, four grandparents (one
 * born in Mayo, deceased) and a sibling.
 */
export async function buildTreeOfEight(base: string, s: Session): Promise<Member[]> {
  const members: Member[] = [];
  members.push(
    await addMember(base, s, {
      relationship: 'self',
      firstName: 'Aoife',
      birthDate: '1990-05-01',
      birthPlace: 'Leeds',
      birthCountry: 'England',
      gender: 'female',
    }),
  );
  const father = await addMember(base, s, {
    relationship: 'parent',
    firstName: 'John',
    gender: 'male',
    birthDate: '1960-02-02',
    birthPlace: 'Liverpool',
    birthCountry: 'England',
    isLineageAnchor: true,
  });
  const mother = await addMember(base, s, {
    relationship: 'parent',
    firstName: 'Susan',
    gender: 'female',
    birthDate: '1962-03-03',
    birthPlace: 'York',
    birthCountry: 'England',
  });
  members.push(father, mother);
  members.push(
    await addMember(base, s, {
      relationship: 'grandparent',
      parentId: father.id,
      firstName: 'Bridget',
      gender: 'female',
      birthDate: '1930-07-07',
      birthPlace: 'Castlebar, Co. Mayo',
      birthCountry: 'Ireland',
      isIrishBorn: true,
      isDeceased: true,
      deathDate: '2001-01-01',
    }),
    await addMember(base, s, {
      relationship: 'grandparent',
      parentId: father.id,
      firstName: 'Michael',
      gender: 'male',
      birthDate: '1928-01-20',
      birthPlace: 'Liverpool',
      birthCountry: 'England',
    }),
    await addMember(base, s, {
      relationship: 'grandparent',
      parentId: mother.id,
      firstName: 'Peter',
      lastName: 'Smith',
      gender: 'male',
      birthCountry: 'England',
    }),
    await addMember(base, s, {
      relationship: 'grandparent',
      parentId: mother.id,
      firstName: 'Nora',
      lastName: 'Smith',
      gender: 'female',
      birthCountry: 'England',
    }),
    await addMember(base, s, {
      relationship: 'sibling',
      firstName: 'Ciara',
      gender: 'female',
      birthDate: '1993-09-09',
    }),
  );
  return members;
}
