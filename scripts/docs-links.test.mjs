import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The README, everything under docs/, the benchmarks' README and its pages under bench/notes/: the pages a reader follows links through. */
function documentationFiles(root) {
  const underDocs = (dir) =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) return underDocs(path);
          return name.endsWith('.md') ? [path] : [];
        })
      : [];
  const topLevel = ['README.md', 'bench/README.md'].map((file) => join(root, file));
  return [
    ...topLevel.filter((file) => existsSync(file)),
    ...underDocs(join(root, 'docs')),
    ...underDocs(join(root, 'bench', 'notes')),
  ];
}

/** A fenced block's lines are code, never a heading or a link. */
function withoutFences(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Code is not prose: a link-shaped string inside a fence or backticks is an example, not a link. */
function withoutCode(markdown) {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** Targets of inline links and images, `[text](target)`, with any title dropped. */
export function linkTargets(markdown) {
  const targets = [];
  for (const match of withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?[^)]*\)/g)) {
    targets.push(match[1]);
  }
  return targets;
}

/** The anchor GitHub gives a heading: its text in lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page offers; a repeated heading gets `-1`, `-2`... as on GitHub. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = headingSlug(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Relative links of the given files that point at no file, or at no heading of their page. */
export function brokenLinks(root, files) {
  const broken = [];
  for (const file of files) {
    for (const target of linkTargets(readFileSync(file, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: and the like
      const [pathPart, anchor] = target.split('#');
      const targetPath = pathPart ? resolve(dirname(file), decodeURI(pathPart)) : file;
      const where = `${relative(root, file)}: ${target}`;
      if (!existsSync(targetPath)) {
        broken.push(`${where} (no such file)`);
      } else if (anchor !== undefined && targetPath.endsWith('.md')) {
        if (!anchorsOf(readFileSync(targetPath, 'utf8')).has(anchor)) {
          broken.push(`${where} (no such heading)`);
        }
      }
    }
  }
  return broken;
}

/** Folder names never committed (`name/` lines of .gitignore), and dot folders other than .ci. */
function isCommittedFolder(root, name) {
  const ignored = readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('/'))
    .map((line) => line.slice(0, -1));
  return !ignored.includes(name) && (!name.startsWith('.') || name === '.ci');
}

/** The folders a newcomer's map must name: the top ones, each app's and package's, and the apps' sources. */
export function foldersToMap(root) {
  const foldersIn = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && isCommittedFolder(root, entry.name))
      .map((entry) => (dir ? `${dir}/${entry.name}` : entry.name));
  const top = foldersIn('');
  const workspaces = ['apps', 'packages'].filter((dir) => top.includes(dir)).flatMap(foldersIn);
  const insideApps = workspaces.filter((dir) => dir.startsWith('apps/')).flatMap(foldersIn);
  const sources = insideApps.filter((dir) => dir.endsWith('/src')).flatMap(foldersIn);
  return [...top, ...workspaces, ...insideApps, ...sources].filter(
    (dir) => dir !== 'apps' && dir !== 'packages',
  );
}

/** Folders of `foldersToMap` the README links neither to nor to a file directly inside. */
export function unmappedFolders(root) {
  const linked = linkTargets(readFileSync(join(root, 'README.md'), 'utf8'))
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => relative(root, resolve(root, target.split('#')[0])));
  return foldersToMap(root).filter(
    (dir) => !linked.some((target) => target === dir || dirname(target) === dir),
  );
}

/**
 * What "SPEC §N" and "DESIGN §N" name: the two documents of docs/ (docs/README.md says so). A
 * pointer may name a subsection (`§2.3`) and go on to more (`SPEC §8/§9`, `§5 and §9`).
 */
export const POINTED_DOCUMENTS = {
  SPEC: 'docs/specification.md',
  DESIGN: 'docs/architecture.md',
};

/** Every `SPEC §N` / `DESIGN §N.M` in a text, with the further `/§M` of the same pointer. */
export function sectionPointers(text) {
  const pointers = [];
  const first =
    /\b(SPEC|DESIGN)(?:\.md)?,? ?§ ?(\d+(?:\.\d+)*)((?:\s*(?:\/|,|and|or|-)\s*§ ?\d+(?:\.\d+)*)*)/g;
  for (const match of text.matchAll(first)) {
    const line = text.slice(0, match.index).split('\n').length;
    const more = [...match[3].matchAll(/§ ?(\d+(?:\.\d+)*)/g)].map((m) => m[1]);
    for (const section of [match[2], ...more]) pointers.push({ doc: match[1], section, line });
  }
  return pointers;
}

/** The numbers a page's headings carry: `## 5. Validation` gives 5, `### 2.3 Listing page` 2.3. */
export function sectionNumbers(markdown) {
  const numbers = new Set();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(\d+(?:\.\d+)*)\.?[ \t]/gm)) {
    numbers.add(match[1]);
  }
  return numbers;
}

/** Names of the documents that once lived beside the repository and that no clone holds. */
const OUTSIDE_DOCUMENTS = new RegExp(
  ['SPEC', 'DESIGN'].map((name) => `\\b${name}\\.md\\b`).join('|'),
);

/**
 * The repository's files that hold text: what git lists (committed, or new and not ignored), or,
 * in a copy without git, every file outside the ignored and dot folders.
 */
export function textFiles(root) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (!entry.isDirectory()) return [path];
      return isCommittedFolder(root, entry.name) ? walk(path) : [];
    });
  const files = listed.status === 0 ? listed.stdout.split('\0').filter(Boolean) : walk('');
  return files
    .map((file) => join(root, file))
    .filter((file) => {
      if (!existsSync(file) || !statSync(file).isFile()) return false; // deleted, not yet committed
      const head = readFileSync(file).subarray(0, 8000);
      return !head.includes(0);
    });
}

/**
 * Pointers of the given files that name a section their document does not have, or a document
 * outside the repository (the old specification and design files by name): each as
 * `file:line: pointer (why)`.
 */
export function brokenSectionPointers(root, files) {
  const sections = Object.fromEntries(
    Object.entries(POINTED_DOCUMENTS).map(([doc, path]) => [
      doc,
      existsSync(join(root, path)) ? sectionNumbers(readFileSync(join(root, path), 'utf8')) : null,
    ]),
  );
  const broken = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const where = (line) => `${relative(root, file)}:${line}`;
    for (const { doc, section, line } of sectionPointers(text)) {
      if (sections[doc] === null) {
        broken.push(`${where(line)}: ${doc} §${section} (no ${POINTED_DOCUMENTS[doc]})`);
      } else if (!sections[doc].has(section)) {
        broken.push(
          `${where(line)}: ${doc} §${section} (no such section in ${POINTED_DOCUMENTS[doc]})`,
        );
      }
    }
    text.split('\n').forEach((content, index) => {
      const outside = content.match(OUTSIDE_DOCUMENTS);
      if (outside)
        broken.push(
          `${where(index + 1)}: ${outside[0]} (not in the repository; link docs/ instead)`,
        );
    });
  }
  return broken;
}

describe('section pointers: SPEC §N and DESIGN §N', () => {
  // Built from pieces, so this file holds no pointer of its own.
  const spec = (n) => ['SPEC', `§${n}`].join(' ');
  const design = (n) => ['DESIGN', `§${n}`].join(' ');

  it('finds pointers, subsections and the further sections of one pointer', () => {
    const text = `see ${spec(2)} and ${design('5.1')}\nthe texts of ${spec(8)}/§9, ${design(3)}, §7`;
    assert.deepEqual(
      sectionPointers(text).map(({ doc, section, line }) => `${line}:${doc}:${section}`),
      ['1:SPEC:2', '1:DESIGN:5.1', '2:SPEC:8', '2:SPEC:9', '2:DESIGN:3', '2:DESIGN:7'],
    );
  });

  it("reads the numbers of a document's headings", () => {
    const page = '# Title\n## 1. What\n### 1.2 Part\n```\n## 7. fenced\n```\n## Notes 3\n';
    assert.deepEqual([...sectionNumbers(page)], ['1', '1.2']);
  });

  it('reports a pointer to a missing section, a missing document and an outside file', () => {
    const root = mkdtempSync(join(tmpdir(), 'docs-sections-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'specification.md'), '# Spec\n## 1. What\n### 1.1 Who\n');
    const code = join(root, 'code.ts');
    writeFileSync(
      code,
      [
        `// ${spec(1)} and ${spec('1.1')} are there`,
        `// ${spec(4)} is not`,
        `// ${design(2)} has no document`,
        `// as ${['SPEC', 'md'].join('.')} said`,
      ].join('\n'),
    );
    assert.deepEqual(brokenSectionPointers(root, [code]), [
      'code.ts:2: SPEC §4 (no such section in docs/specification.md)',
      'code.ts:3: DESIGN §2 (no docs/architecture.md)',
      `code.ts:4: ${['SPEC', 'md'].join('.')} (not in the repository; link docs/ instead)`,
    ]);
  });

  it('every pointer in the repository names a section that exists', () => {
    const files = textFiles(repoRoot);
    assert.ok(files.length > 100, 'the repository is listed');
    assert.deepEqual(brokenSectionPointers(repoRoot, files), []);
  });
});

describe('links between the README, docs/, bench/README.md and bench/notes/', () => {
  it('finds inline links and images, and ignores those in code', () => {
    const page = [
      'See [ops](docs/operations.md#backup-and-restore) and ![logo](./logo.png "Logo").',
      'Inline `[not](a-link.md)` is code.',
      '```md',
      '[also not](fenced.md)',
      '```',
      '<https://example.com> and [site](https://example.com/x).',
    ].join('\n');
    assert.deepEqual(linkTargets(page), [
      'docs/operations.md#backup-and-restore',
      './logo.png',
      'https://example.com/x',
    ]);
  });

  it("gives a heading GitHub's anchor", () => {
    assert.equal(headingSlug("The data directory's lock"), 'the-data-directorys-lock');
    assert.equal(headingSlug('Mail in: MX record and port 25'), 'mail-in-mx-record-and-port-25');
    assert.equal(headingSlug('Listing (`listing.bench.ts`)'), 'listing-listingbenchts');
    assert.equal(
      headingSlug('API documentation, error answers'),
      'api-documentation-error-answers',
    );
    assert.equal(headingSlug('See [ops](x.md) now'), 'see-ops-now');
    assert.deepEqual(
      [...anchorsOf('## Ingest (`ingest.bench.ts`)\n```sh\n# not a heading\n```\n')],
      ['ingest-ingestbenchts'],
    );
    assert.deepEqual(
      [...anchorsOf('# Results\n## Results\n### Results\n')],
      ['results', 'results-1', 'results-2'],
    );
  });

  it('reports a link to a missing file and one to a missing heading, and passes good ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'docs-links-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'ops.md'), '# Ops\n\n## Backup and restore\n');
    writeFileSync(
      join(root, 'README.md'),
      [
        '[good](docs/ops.md#backup-and-restore) [top](#read-me) [page](docs/ops.md)',
        '[gone](docs/missing.md) [moved](docs/ops.md#backups) [here](#nowhere)',
        '# Read me',
      ].join('\n'),
    );
    assert.deepEqual(brokenLinks(root, documentationFiles(root)), [
      'README.md: docs/missing.md (no such file)',
      'README.md: docs/ops.md#backups (no such heading)',
      'README.md: #nowhere (no such heading)',
    ]);
  });

  it('every relative link of the real pages resolves', () => {
    const files = documentationFiles(repoRoot);
    assert.ok(files.length > 3, 'the README and docs/ are found');
    assert.deepEqual(brokenLinks(repoRoot, files), []);
  });

  it("finds a folder missing from the README's map", () => {
    const root = mkdtempSync(join(tmpdir(), 'docs-map-'));
    for (const dir of ['apps/server/src/db', 'apps/server/src/lib', 'docs', 'node_modules/x']) {
      mkdirSync(join(root, dir), { recursive: true });
    }
    writeFileSync(join(root, '.gitignore'), 'node_modules/\n');
    writeFileSync(
      join(root, 'README.md'),
      '[server](apps/server) [src](apps/server/src/) [db](apps/server/src/db) [docs](docs/README.md)',
    );
    assert.deepEqual(unmappedFolders(root), ['apps/server/src/lib']);
  });

  it("the README's map names every top folder, every app's folders and the apps' sources", () => {
    assert.ok(foldersToMap(repoRoot).includes('apps/server/src/modules'));
    assert.deepEqual(unmappedFolders(repoRoot), []);
  });
});
