import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { importProblem } from './import-direction.js'

describe('the import direction', () => {
  it('lets each layer import its own and the layers before it', () => {
    expect(importProblem('src/views/spa/spa-page.tsx', 'content/pages/spa.ts')).toBeUndefined()
    expect(
      importProblem('src/views/spa/spa-page.tsx', 'src/components/card/card.tsx'),
    ).toBeUndefined()
    expect(importProblem('src/routes/spa.route.tsx', 'src/views/spa/spa-page.tsx')).toBeUndefined()
    expect(importProblem('src/app/route-tree.ts', 'src/routes/route-module.tsx')).toBeUndefined()
    expect(importProblem('machines/menu/menu.machine.ts', 'content/site.ts')).toBeUndefined()
  })

  it('refuses an import from a later layer, and a view reaching into another view', () => {
    expect(importProblem('content/offers.ts', 'src/components/card/card.tsx')).toMatch(
      /content may not import from components/,
    )
    expect(importProblem('src/components/layout/x.ts', 'src/app/router.tsx')).toMatch(
      /components may not import from app/,
    )
    expect(importProblem('src/views/home/home-page.tsx', 'src/routes/home.route.tsx')).toMatch(
      /views may not import from routes/,
    )
    expect(
      importProblem('src/views/home/home-page.tsx', 'src/views/suites/suite-card.tsx'),
    ).toMatch(/another view's folder/)
  })

  it('leaves tests, the server and the scripts outside the layers', () => {
    expect(
      importProblem('content/blog/blog.test.ts', 'src/components/rich-text/x.ts'),
    ).toBeUndefined()
    expect(importProblem('server/app.ts', 'src/app/router.tsx')).toBeUndefined()
  })

  it('lets the desk import content, machines, components and itself', () => {
    expect(importProblem('src/desk/app/router.tsx', 'content/desk/api.ts')).toBeUndefined()
    expect(
      importProblem('src/desk/app/desk-app.tsx', 'machines/desk-session/desk-session.machine.ts'),
    ).toBeUndefined()
    expect(importProblem('src/desk/ui/field.tsx', 'src/components/icons/icons.tsx')).toBeUndefined()
    expect(importProblem('src/desk/main.tsx', 'src/desk/app/desk-app.tsx')).toBeUndefined()
  })

  it('refuses the desk importing views, routes, app or other source, and anything importing the desk', () => {
    expect(importProblem('src/desk/app/router.tsx', 'src/views/home/home-page.tsx')).toMatch(
      /the desk may import content, machines and components, not views/,
    )
    expect(importProblem('src/desk/app/router.tsx', 'src/routes/home.route.tsx')).toMatch(
      /not routes/,
    )
    expect(importProblem('src/desk/app/router.tsx', 'src/app/router.tsx')).toMatch(/not app/)
    expect(importProblem('src/desk/app/router.tsx', 'src/dev/start.tsx')).toMatch(
      /not src\/dev\/start\.tsx/,
    )
    for (const from of [
      'src/app/route-tree.ts',
      'src/views/home/home-page.tsx',
      'src/components/layout/x.ts',
      'machines/menu/menu.machine.ts',
      'content/site.ts',
      'server/app.ts',
      'scripts/build.ts',
    ])
      expect(importProblem(from, 'src/desk/api/client.ts'), from).toMatch(
        /nothing outside src\/desk imports the desk/,
      )
    // a folder whose name only starts like the desk's is not the desk
    expect(importProblem('src/app/route-tree.ts', 'src/desktop/x.ts')).toBeUndefined()
  })

  // The type-aware parser loads the whole project first: seconds alone, much longer on a busy CI box.
  it('is an ESLint error in the project configuration', { timeout: 180_000 }, async () => {
    const eslint = new ESLint({ cwd: process.cwd() })
    const [result] = await eslint.lintText(
      "import { routeTree } from '../../app/route-tree.ts'\nexport const tree = routeTree\n",
      // An existing file of the components layer, so the type-aware parser knows it.
      { filePath: 'src/components/layout/route-effects.ts' },
    )
    const messages = result?.messages ?? []
    expect(messages.filter((m) => m.fatal)).toEqual([])
    expect(messages.map((m) => m.ruleId)).toContain('trillium/import-direction')
  })
})
