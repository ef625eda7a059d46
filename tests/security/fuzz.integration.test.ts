import { fuzzSuite } from './fuzz-suite.ts';

/**
 * Property-based fuzzing of every JSON body and query (see fuzz-suite.ts). One shard: on a 2-core
 * machine running the whole integration project, a second shard costs another app build and gains
 * nothing; call fuzzSuite(k, n) from n files to split the targets if that changes.
 */
await fuzzSuite(0, 1);
