// `npm run check:readmes`: every code block of every README (the root's, each package's, the test
// kit's, each example's, docs/) is checked against what we publish, as a partner would copy it.
//
// - ts, tsx: type-checked against the packed tarballs, installed from them into a project of
//   their own (strict, `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`); each block is
//   a module of its own, so it must import what it uses. A block whose info string says `test`
//   (```tsx test) is a test: it runs in Vitest with happy-dom, there.
// - js: type-checked as JavaScript (checkJs) against the same packages.
// - sh: every `npm run`/`npm start`/`npm test` script exists (in the workspace `-w` names), every
//   `npm install @childhood-memories/…` names a public package, every `npx vitest --project` a
//   test project, every `node <file>` a file.
// - html: every `<cm-…>` element is one the elements define, and each of its attributes is in
//   the elements README's attribute table (or is global: id, class, data-theme, slot, hidden).
// - css: parses, and every `--cm-…` property it sets is one our stylesheets read.
//
// A block may be preceded by `<!-- check-prelude: … -->`: TypeScript put before it when checked,
// for the host's own names the example leaves to you (`declare const session: …`). It is shown
// nowhere; everything of ours must be imported in the block itself.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { installProject, packPublicPackages, publicPackages, repoRoot } from './examples/packed.mjs';

const require = createRequire(import.meta.url);
const postcss = require('postcss');

/** Every README and guide, relative to the repository's root. */
function readmes() {
  const inFolder = (folder) =>
    existsSync(path.join(repoRoot, folder))
      ? readdirSync(path.join(repoRoot, folder))
          .map((name) => path.join(folder, name, 'README.md'))
          .filter((file) => existsSync(path.join(repoRoot, file)))
      : [];
  const docs = existsSync(path.join(repoRoot, 'docs'))
    ? readdirSync(path.join(repoRoot, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join('docs', name))
    : [];
  return [
    'README.md',
    ...inFolder('packages'),
    'mocks/README.md',
    ...inFolder('examples'),
    'examples/README.md',
    ...docs,
  ].filter((file, index, all) => existsSync(path.join(repoRoot, file)) && all.indexOf(file) === index);
}

/** The fenced code blocks of a Markdown file: language, info, first code line, code, prelude. */
export function codeBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,})(\S*)\s*(.*)$/.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, language, info] = open;
    const code = [];
    let end = index + 1;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) {
      code.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end]);
      end += 1;
    }
    // The comment right before the fence (blank lines aside), on one line or several.
    let last = index - 1;
    while (last >= 0 && lines[last].trim() === '') last -= 1;
    let first = last;
    while (first > 0 && lines[last]?.trim().endsWith('-->') && !lines[first].trim().startsWith('<!--'))
      first -= 1;
    const comment =
      first >= 0
        ? lines
            .slice(first, last + 1)
            .join('\n')
            .trim()
        : '';
    const prelude = /^<!--\s*check-prelude:([\s\S]*?)-->$/.exec(comment)?.[1]?.trim() ?? '';
    blocks.push({
      language: language.toLowerCase(),
      info: info.trim(),
      line: index + 2,
      code: code.join('\n'),
      prelude,
    });
    index = end;
  }
  return blocks;
}

const problems = [];
const counts = { ts: 0, test: 0, js: 0, sh: 0, html: 0, css: 0 };
const where = (file, line) => `${file}:${line}`;

// --- sh ---------------------------------------------------------------------------------------
const rootManifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const workspaces = new Map(
  [
    ...readdirSync(path.join(repoRoot, 'packages')).map((name) => path.join(repoRoot, 'packages', name)),
    path.join(repoRoot, 'mocks'),
  ]
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return [manifest.name, manifest];
    }),
);
const published = new Set(publicPackages().map(({ pkg }) => pkg.name));
const testProjects = new Set(
  [...readFileSync(path.join(repoRoot, 'vitest.workspace.ts'), 'utf8').matchAll(/name: '([\w-]+)'/g)].map(
    ([, name]) => name,
  ),
);

function checkShell(file, block) {
  const dir = path.dirname(path.join(repoRoot, file));
  // Within an example's README, commands run in that example's folder, with its package.json.
  const local =
    existsSync(path.join(dir, 'package.json')) && file.startsWith('examples/')
      ? JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
      : null;
  const joined = block.code.replace(/\\\n/g, ' ').split('\n');
  joined.forEach((text, offset) => {
    const at = where(file, block.line + offset);
    for (const command of text.replace(/(^|\s)#.*$/, '').split(/&&|;|\|\|/)) {
      const words = command
        .trim()
        .split(/\s+/)
        .filter((word) => word !== '' && !/^[A-Z_]+=/.test(word));
      if (words.length === 0) continue;
      const [tool, verb, ...rest] = words;
      const workspaceFlag = rest.indexOf('-w');
      const workspace = workspaceFlag === -1 ? null : rest[workspaceFlag + 1];
      const args = rest.filter(
        (word, index) => !word.startsWith('-') && (workspaceFlag === -1 || index !== workspaceFlag + 1),
      );
      const scriptsOf = () => {
        if (workspace !== null) {
          const manifest = workspaces.get(workspace);
          if (manifest === undefined) problems.push(`${at}: no workspace ${workspace}`);
          return manifest?.scripts ?? {};
        }
        return (local ?? rootManifest).scripts ?? {};
      };
      if (tool === 'npm' && ['start', 'test'].includes(verb ?? '')) {
        if (!(verb in scriptsOf())) problems.push(`${at}: npm ${verb}: no "${verb}" script`);
      } else if (tool === 'npm' && verb === 'run') {
        const [script] = args;
        if (script === undefined || !(script in scriptsOf()))
          problems.push(`${at}: npm run ${script}: no such script`);
      } else if (tool === 'npm' && (verb === 'install' || verb === 'i')) {
        for (const name of args.filter((word) => word.startsWith('@childhood-memories/'))) {
          if (!published.has(name.replace(/@[^@/]*$/, '')))
            problems.push(`${at}: ${name} is not a published package`);
        }
      } else if (tool === 'npx' && verb === 'vitest') {
        const project = rest[rest.indexOf('--project') + 1];
        if (rest.includes('--project') && !testProjects.has(project))
          problems.push(`${at}: no test project ${project}`);
      } else if (tool === 'node' && verb !== undefined && !verb.startsWith('-')) {
        if (!existsSync(path.join(repoRoot, verb)) && !existsSync(path.join(dir, verb)))
          problems.push(`${at}: node ${verb}: no such file`);
      }
    }
  });
  counts.sh += 1;
}

// --- html -------------------------------------------------------------------------------------
const elementsReadme = readFileSync(path.join(repoRoot, 'packages/elements/README.md'), 'utf8');
const elementTags = new Set([
  'cm-config',
  ...[
    ...readFileSync(path.join(repoRoot, 'packages/elements/src/index.ts'), 'utf8').matchAll(
      /tag: '(cm-[a-z-]+)'/g,
    ),
  ].map(([, tag]) => tag),
]);
/** Each element's attributes, from the README's tables (the backticked names in its rows). */
const attributesOf = new Map();
for (const [, tag, cell] of elementsReadme.matchAll(/^\| `<(cm-[a-z-]+)>`\s*\|([^|]*)\|/gm)) {
  const names = attributesOf.get(tag) ?? new Set();
  for (const [, name] of cell.matchAll(/`([a-z-]+)`/g)) names.add(name);
  attributesOf.set(tag, names);
}
attributesOf.set('cm-config', new Set(['base-url', 'locale']));
const GLOBAL_ATTRIBUTES = new Set(['id', 'class', 'data-theme', 'slot', 'hidden', 'lang', 'dir', 'title']);

function checkHtml(file, block) {
  for (const [, tag, attributes] of block.code.matchAll(/<(cm-[a-z-]+)([^>]*)>/g)) {
    const at = where(
      file,
      block.line + block.code.slice(0, block.code.indexOf(`<${tag}`)).split('\n').length - 1,
    );
    if (!elementTags.has(tag)) {
      problems.push(`${at}: <${tag}> is not an element of @childhood-memories/elements`);
      continue;
    }
    for (const [, name] of attributes.matchAll(/\s([a-z][a-z-]*)(?==|\s|$)/g)) {
      if (!GLOBAL_ATTRIBUTES.has(name) && !attributesOf.get(tag)?.has(name))
        problems.push(`${at}: <${tag} ${name}>: not an attribute the elements README lists`);
    }
  }
  counts.html += 1;
}

// --- css --------------------------------------------------------------------------------------
const knownProperties = new Set(
  [...readdirSync(path.join(repoRoot, 'packages'))]
    .flatMap((name) =>
      ['styles.css', 'dark.css']
        .map((css) => path.join(repoRoot, 'packages', name, 'src', css))
        .filter(existsSync),
    )
    .flatMap((css) => [...readFileSync(css, 'utf8').matchAll(/var\((--cm-[\w-]+)/g)].map(([, name]) => name)),
);

function checkCss(file, block) {
  try {
    postcss.parse(block.code).walkDecls((declaration) => {
      if (declaration.prop.startsWith('--cm-') && !knownProperties.has(declaration.prop))
        problems.push(
          `${where(file, block.line + (declaration.source?.start?.line ?? 1) - 1)}: ${declaration.prop} is read by none of our stylesheets`,
        );
    });
  } catch (error) {
    problems.push(`${where(file, block.line + (error.line ?? 1) - 1)}: ${error.reason ?? error.message}`);
  }
  counts.css += 1;
}

// --- ts, tsx, js: a project installed from the tarballs ----------------------------------------
const CHECK_PROJECT = {
  name: 'readme-check',
  private: true,
  type: 'module',
  dependencies: {
    ...Object.fromEntries([...published].map((name) => [name, '0.1.0'])),
    '@playwright/test': '1.65.1',
    '@testing-library/dom': '10.4.2',
    '@testing-library/jest-dom': '6.9.1',
    '@testing-library/react': '16.3.3',
    '@testing-library/user-event': '14.6.13',
    '@types/node': '20.19.43',
    '@types/react': '19.3.0',
    '@types/react-dom': '19.3.0',
    'happy-dom': '21.0.4',
    msw: '2.15.0',
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-router': '7.18.4',
    typescript: '5.9.3',
    vitest: '4.1.12',
    zod: '4.6.7',
  },
};

function slug(file) {
  return file.replace(/\/README\.md$|\.md$/, '').replace(/[^a-z0-9]+/gi, '-');
}

function checkCode(blocks) {
  // README_CHECK_DIR: a project installed by an earlier run (KEEP_README_CHECK=1), to try fixes.
  const reuse = process.env.README_CHECK_DIR;
  const dir = reuse ?? mkdtempSync(path.join(tmpdir(), 'cm-readme-check-'));
  try {
    if (reuse === undefined) {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify(CHECK_PROJECT, null, 2));
      console.info(`Packing the packages and installing them from the tarballs (${dir})…`);
      installProject(dir, packPublicPackages(path.join(dir, '.packs')));
    }
    rmSync(path.join(dir, 'blocks'), { recursive: true, force: true });
    mkdirSync(path.join(dir, 'blocks'));
    /** Generated file → where its lines come from. */
    const sources = new Map();
    for (const { file, block } of blocks) {
      const isTest = block.info.split(/\s+/).includes('test');
      const extension = block.language === 'js' ? 'js' : block.language;
      const name = `${slug(file)}-L${block.line}${isTest ? '.test' : ''}.${extension}`;
      const prelude = block.prelude === '' ? [] : block.prelude.split('\n');
      const module = /^\s*(import|export)\s/m.test(block.code) ? '' : '\nexport {};';
      writeFileSync(path.join(dir, 'blocks', name), `${[...prelude, block.code].join('\n')}${module}\n`);
      sources.set(`blocks/${name}`, { file, line: block.line, offset: prelude.length });
      counts[block.language === 'js' ? 'js' : isTest ? 'test' : 'ts'] += 1;
    }
    const compilerOptions = {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      noEmit: true,
      allowJs: true,
      checkJs: true,
      types: ['node', '@testing-library/jest-dom/vitest'],
    };
    // TypeScript as strict as partners set it; JavaScript as a page's script is written (checkJs
    // catches a wrong name or option, not a possibly-undefined global).
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, include: ['blocks/**/*.ts', 'blocks/**/*.tsx'] }),
    );
    writeFileSync(
      path.join(dir, 'tsconfig.js.json'),
      JSON.stringify({
        compilerOptions: { ...compilerOptions, strict: false, exactOptionalPropertyTypes: false },
        include: ['blocks/**/*.js'],
      }),
    );
    let output = '';
    for (const project of ['tsconfig.json', 'tsconfig.js.json']) {
      const tsc = spawnSync(
        process.execPath,
        [
          path.join(dir, 'node_modules/typescript/bin/tsc'),
          '-p',
          path.join(dir, project),
          '--pretty',
          'false',
        ],
        { cwd: dir, encoding: 'utf8' },
      );
      if (tsc.status !== 0 && !/^blocks\//m.test(tsc.stdout) && !/No inputs were found/.test(tsc.stdout))
        problems.push(`tsc -p ${project} failed:\n${tsc.stdout}${tsc.stderr}`);
      output += tsc.stdout;
    }
    for (const [, generated, line, message] of output.matchAll(
      /^(blocks\/[^(]+)\((\d+),\d+\): (error .*)$/gm,
    )) {
      const source = sources.get(generated);
      if (source === undefined) continue;
      const codeLine = Number(line) - source.offset - 1;
      problems.push(
        codeLine < 0
          ? `${where(source.file, source.line)} (its check-prelude): ${message}`
          : `${where(source.file, source.line + codeLine)}: ${message}`,
      );
    }
    if (counts.test > 0) {
      writeFileSync(
        path.join(dir, 'setup.ts'),
        "import '@testing-library/jest-dom/vitest';\nimport { cleanup } from '@testing-library/react';\nimport { afterEach } from 'vitest';\n\nafterEach(cleanup);\n",
      );
      writeFileSync(
        path.join(dir, 'vitest.config.ts'),
        "import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({ test: { environment: 'happy-dom', include: ['blocks/**/*.test.{ts,tsx}'], setupFiles: ['./setup.ts'], testTimeout: 60_000 } });\n",
      );
      const vitest = spawnSync(process.execPath, [path.join(dir, 'node_modules/vitest/vitest.mjs'), 'run'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, CI: 'true' },
      });
      if (vitest.status !== 0) problems.push(`the README tests failed:\n${vitest.stdout}\n${vitest.stderr}`);
    }
  } finally {
    if (process.env.KEEP_README_CHECK || reuse !== undefined) console.info(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

const code = [];
for (const file of readmes()) {
  for (const block of codeBlocks(readFileSync(path.join(repoRoot, file), 'utf8'))) {
    if (['ts', 'tsx', 'js'].includes(block.language)) code.push({ file, block });
    else if (['sh', 'bash', 'shell'].includes(block.language)) checkShell(file, block);
    else if (block.language === 'html') checkHtml(file, block);
    else if (block.language === 'css') checkCss(file, block);
    else if (block.language !== '' && block.language !== 'text')
      problems.push(
        `${where(file, block.line - 1)}: a \`${block.language}\` block is checked by nothing (ts, tsx, js, sh, html, css or text)`,
      );
  }
}
checkCode(code);

const summary = `${counts.ts} TypeScript blocks type-checked, ${counts.test} run as tests, ${counts.js} JavaScript blocks type-checked, ${counts.sh} shell, ${counts.html} HTML and ${counts.css} CSS blocks checked, in ${readmes().length} READMEs and guides`;
if (problems.length > 0) {
  console.error(
    `\ncheck:readmes failed (${summary}):\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
console.info(`\ncheck:readmes: ${summary}; every one works.`);
