/*
 * The house style's layers, enforced by ESLint (`layers()` in eslint.config.js): each rule
 * refuses a deliberate bad import in its layer and lets the layer's own imports through.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { repoRoot } from '../../scripts/aliases.ts';

const eslint = new ESLint({ cwd: repoRoot });

/** The `no-restricted-imports` messages ESLint gives `code` as if it were the file at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the layers of the house style', () => {
  it.each([
    [
      'packages/api-client/src/bad.ts',
      "import { value } from '@childhood-memories/ui';",
      'api-client is the bottom layer',
    ],
    [
      'packages/api-client/src/bad.ts',
      "import { value } from '../../../mocks/answers.ts';",
      'api-client is the bottom layer',
    ],
    [
      'packages/ui/src/bad.ts',
      "import { value } from '@childhood-memories/memory-editor';",
      'ui builds on api-client only',
    ],
    [
      'packages/ui/src/bad.ts',
      "import { value } from '@childhood-memories/mocks';",
      'ui builds on api-client only',
    ],
    [
      'packages/memory-editor/src/bad.ts',
      "import { value } from '@childhood-memories/mocks';",
      'A widget never imports',
    ],
    [
      'mocks/bad.ts',
      "import { value } from '@childhood-memories/ui';",
      'The test kit (mocks/) builds on api-client only.',
    ],
    [
      'packages/elements/src/bad.ts',
      "import { value } from '../../reference-server/src/app.ts';",
      'A widget never imports',
    ],
    [
      'packages/tag-wizard/src/bad.ts',
      "import { value } from '../../../mocks/answers.ts';",
      'A widget never imports',
    ],
    [
      'packages/notifications-bell/src/bad.ts',
      "import { value } from '../../reference-server/src/db/schema.ts';",
      'A widget never imports',
    ],
    [
      'packages/reference-server/src/bad.ts',
      "import { value } from '@childhood-memories/ui';",
      'The reference server builds on api-client only',
    ],
    [
      'packages/reference-server/src/seed/bad.ts',
      "import { value } from '../../../../mocks/fixtures/members.ts';",
      'The reference server builds on api-client only',
    ],
    [
      'packages/reference-site/src/bad.ts',
      "import { value } from '@childhood-memories/mocks';",
      'The reference site talks to the reference server',
    ],
    [
      'tests/contract/cases.ts',
      "import { value } from '@childhood-memories/mocks';",
      'The shared contract cases build on api-client only',
    ],
    [
      'tests/contract/cases.ts',
      "import { value } from '../../packages/reference-server/src/test-support.ts';",
      'The shared contract cases build on api-client only',
    ],
  ])('%s: refuses %s', async (filePath, code, message) => {
    const found = await refusals(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each([
    ['packages/api-client/src/good.ts', "import { value } from './schemas/common.ts';"],
    ['packages/ui/src/good.ts', "import { value } from '@childhood-memories/api-client';"],
    ['packages/memory-editor/src/good.ts', "import { value } from '@childhood-memories/ui';"],
    ['packages/memory-editor/src/good.ts', "import { value } from '@childhood-memories/quiz-help';"],
    ['packages/elements/src/good.ts', "import { value } from '@childhood-memories/crisis-resources';"],
    ['packages/memory-editor/src/good.test.ts', "import { value } from '@childhood-memories/mocks';"],
    [
      'packages/reference-server/src/good.ts',
      "import { value } from '@childhood-memories/api-client/reference-data';",
    ],
    ['mocks/good.ts', "import { value } from '@childhood-memories/api-client/reference-data';"],
    ['packages/reference-site/src/good.ts', "import { value } from '@childhood-memories/memory-modal';"],
    ['tests/contract/cases.ts', "import { value } from '@childhood-memories/api-client';"],
    ['tests/contract/mocks.contract.test.ts', "import { value } from '@childhood-memories/mocks';"],
    [
      'tests/contract/server.contract.test.ts',
      "import { value } from '../../packages/reference-server/src/test-support.ts';",
    ],
  ])('%s: allows %s', async (filePath, code) => {
    await expect(refusals(filePath, code)).resolves.toEqual([]);
  });
});
