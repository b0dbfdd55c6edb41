import { describe, expect, it } from 'vitest'
import { stripTemplateComments } from './template.ts'

describe('stripTemplateComments', () => {
  it('drops the comments written for readers, over several lines too, and keeps the markers', () => {
    const template = [
      '<head>',
      '  <meta charset="utf-8" />',
      '  <!-- why the marker below exists,',
      '       over two lines -->',
      '  <template id="marker"></template>',
      '  <!--head-->',
      '</head>',
      '<body><div id="root"><!--app--></div></body>',
    ].join('\n')
    expect(stripTemplateComments(template)).toBe(
      [
        '<head>',
        '  <meta charset="utf-8" />',
        '  <template id="marker"></template>',
        '  <!--head-->',
        '</head>',
        '<body><div id="root"><!--app--></div></body>',
      ].join('\n'),
    )
  })
})
