import { describe, expect, it } from 'vitest'
import { experiences } from '../experiences.ts'
import { dining } from './dining.ts'

describe('the dining page', () => {
  it('links the gazebo dinner by the experience’s own path', () => {
    const gazebo = dining.alsoOffered.find((offer) => offer.title === 'Romantic gazebo dinner')
    expect(gazebo && 'link' in gazebo ? gazebo.link : undefined).toBe(experiences.gazeboDinner.path)
  })
})
