import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * No Mantine component may render unstyled on a page opened directly. The back office loads every
 * Mantine stylesheet (AdminArea.tsx); the public and client pages load app/styles.ts (the entry) and
 * the checked list in app/ui/public-styles.ts (or a file imports the few sheets it needs). This test walks the app's imports from main.tsx,
 * leaving the back office's routes aside, and for every file that imports a @mantine/core component
 * finds the CSS classes that component renders (through Mantine's own modules) and checks that the
 * stylesheets the file can count on define them.
 */

const webSrc = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mantineRoot = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const mantineEsm = join(mantineRoot, 'esm');
const ADMIN_ROUTES = join(webSrc, 'app/admin-routes.tsx');
const ENTRY_STYLES = join(webSrc, 'app/styles.ts');
const PUBLIC_STYLES = join(webSrc, 'app/ui/public-styles.ts');

const read = (file: string) => readFileSync(file, 'utf8');
const classesIn = (css: string) => new Set(css.match(/\.m_[0-9a-f]+/g)?.map((name) => name.slice(1)) ?? []);

/** Relative module specifiers a file imports, statically or lazily. */
function relativeImports(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)].map((match) => match[1]!);
}

function resolveAppModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

/** Every app module reachable from main.tsx without entering the back office's routes. */
function publicModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === ADMIN_ROUTES) return;
    seen.add(file);
    for (const specifier of relativeImports(read(file))) {
      const target = resolveAppModule(file, specifier);
      if (target) visit(target);
    }
  };
  visit(join(webSrc, 'main.tsx'));
  return [...seen];
}

/** The CSS classes of @mantine/core stylesheets a module imports. */
function stylesheetClasses(file: string): Set<string> {
  const sheets = [...read(file).matchAll(/import\s+'@mantine\/core\/(styles[^']*\.css)'/g)].map((match) => match[1]!);
  return new Set(sheets.flatMap((sheet) => [...classesIn(read(join(mantineRoot, sheet)))]));
}

const mantineExports = new Map<string, string>();
for (const match of read(join(mantineEsm, 'index.mjs')).matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
  for (const name of match[1]!.split(','))
    mantineExports.set(
      name
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
      join(mantineEsm, match[2]!),
    );
}
const styledClasses = classesIn(read(join(mantineRoot, 'styles.css')));

/** The classes a Mantine component can render that some Mantine stylesheet defines. */
function classesOfComponent(name: string): string[] {
  const start = mantineExports.get(name);
  if (!start) throw new Error(`@mantine/core has no export ${name}`);
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = read(file);
    if (file.endsWith('.module.mjs')) source.match(/m_[0-9a-f]+/g)?.forEach((cls) => found.add(cls));
    for (const specifier of relativeImports(source)) visit(resolve(dirname(file), specifier));
  };
  visit(start);
  return [...found].filter((cls) => styledClasses.has(cls));
}

function mantineComponentsOf(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)]
    .flatMap((match) => match[1]!.split(','))
    .map((name) => name.trim())
    .filter((name) => /^[A-Z]/.test(name));
}

describe('Mantine stylesheets', () => {
  const entryClasses = stylesheetClasses(ENTRY_STYLES);
  const publicClasses = stylesheetClasses(PUBLIC_STYLES);

  it('the walk finds the public pages and leaves the back office aside', () => {
    const modules = publicModules().map((file) => relative(webSrc, file));
    expect(modules).toContain('features/cms/pages/ApplyPage.tsx');
    expect(modules).toContain('features/orders/pages/ClientOrdersPage.tsx');
    expect(modules).not.toContain('features/dashboard/pages/DashboardPage.tsx');
  });

  it('knows which classes a component needs', () => {
    // Radio's own circle and its label's layout (InlineInput), which rendered unstyled before.
    expect(classesOfComponent('Radio')).toEqual(expect.arrayContaining([...classesIn(read(join(mantineRoot, 'styles/Radio.css')))]));
    expect(classesOfComponent('Radio')).toEqual(expect.arrayContaining([...classesIn(read(join(mantineRoot, 'styles/InlineInput.css')))]));
  });

  it('every component a public or client page renders has its stylesheet loaded with it', () => {
    const missing: string[] = [];
    for (const file of publicModules()) {
      const source = read(file);
      const importsPublicStyles = relativeImports(source).some((specifier) => resolveAppModule(file, specifier) === PUBLIC_STYLES);
      for (const component of mantineComponentsOf(source)) {
        const ownClasses = stylesheetClasses(file);
        const loaded = (cls: string) => entryClasses.has(cls) || ownClasses.has(cls) || (importsPublicStyles && publicClasses.has(cls));
        const unstyled = classesOfComponent(component).filter((cls) => !loaded(cls));
        if (unstyled.length > 0) {
          const hint = importsPublicStyles ? 'add its stylesheets to app/ui/public-styles.ts' : "import 'app/ui/public-styles'";
          missing.push(`${relative(webSrc, file)}: ${component} (${hint}; ${unstyled.join(' ')})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('the back office loads every Mantine stylesheet', () => {
    expect(read(join(webSrc, 'app/AdminArea.tsx'))).toContain("import '@mantine/core/styles.layer.css'");
    expect(read(join(webSrc, 'app/router.tsx'))).toMatch(/lazy: lazyPage\(\(\) => import\('\.\/AdminArea'\)\), children: adminRoutes/);
  });
});
