import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { mediaUrl } from '../../../content/deploy.ts'
import type { MediaKey } from '../../../content/media/index.ts'
import { photoManifest } from '../../../content/media/photos.ts'
import {
  selectHasStarted,
  selectIsButtonVisible,
  selectIsPlaying,
  videoMachine,
} from '../../../machines/video/video.machine.ts'
import { PauseIcon, PlayIcon } from '../icons/line-icons.tsx'
import { useHydrating } from '../layout/use-hydrating.ts'
import { Picture } from '../picture/picture.tsx'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import styles from './video-hero.module.css'

export interface VideoHeroProps {
  /** What the film shows, for screen readers (the video has no sound or words). */
  readonly label: string
  /**
   * The video file's URL; by default the home film under MEDIA_BASE_URL: the photo library's
   * when the build encoded one (720p on phones, 1080p on larger screens; WebM where the
   * browser plays VP9, else MP4), or the shipped one.
   */
  readonly src?: string
  /** The poster picture, shown until the visitor plays the film. */
  readonly poster?: MediaKey
  /** Content laid over the film (the page title and lead). */
  readonly children?: ReactNode
  /** The machine to run; tests pass `videoMachine.provide(...)`. */
  readonly logic?: typeof videoMachine
  /**
   * The button's delay has already passed (the page on screen shows it): the machine starts
   * with its control `visible` instead of waiting out a delay of 0 ms, during which the
   * button would vanish for a moment as hydration ends (and a click meanwhile be lost).
   */
  readonly buttonShown?: boolean
}

/** The film for this screen, chosen when the visitor plays it (so only then, in the browser). */
function filmUrl(): string {
  const film = photoManifest.film
  if (film === undefined) return mediaUrl('home.video.webm')
  const height = window.matchMedia('(max-width: 767px)').matches ? 720 : 1080
  const webm = document.createElement('video').canPlayType('video/webm; codecs="vp9"') !== ''
  return mediaUrl(`film/${film}-${height}.${webm ? 'webm' : 'mp4'}`)
}

/**
 * The film as Home shows it: an island whose code loads when the visitor reaches for it, so its
 * machine's button delay runs from the page's start (spec 9: the button appears one second after
 * the page loads), not from the moment the code came; an island woken after that second starts
 * with the button shown, as the prerendered page already shows it.
 */
export function HomeFilm(props: Omit<VideoHeroProps, 'logic' | 'buttonShown'>) {
  const [buttonShown] = useState(
    () => typeof window !== 'undefined' && performance.now() >= Number(buttonDelay),
  )
  return <VideoHero {...props} logic={sincePageStart} buttonShown={buttonShown} />
}

const buttonDelay = videoMachine.implementations.delays['BUTTON_DELAY']
const sincePageStart = videoMachine.provide({
  delays: {
    BUTTON_DELAY: () => Math.max(0, Number(buttonDelay) - performance.now()),
  },
})

/**
 * The home page's full-screen film (spec 2.3). Only the poster picture loads with the page:
 * the `<video>` gets its `src` when the visitor first plays it, so the film is never downloaded
 * for someone who does not ask for it. The play/stop button appears after one second; the
 * button or a click on the film toggles playing and stopped.
 */
export function VideoHero({
  label,
  src,
  poster = 'home.video-poster',
  children,
  logic = videoMachine,
  buttonShown = false,
}: VideoHeroProps) {
  const [options] = useState(() =>
    buttonShown
      ? { snapshot: logic.resolveState({ value: { playback: 'poster', control: 'visible' } }) }
      : {},
  )
  const actor = useMachineActor(logic, options)
  const playing = useSelector(actor, selectIsPlaying)
  const started = useSelector(actor, selectHasStarted)
  // The prerendered page holds the button (styles show it one second after the page starts,
  // before the film's code has come); once hydrated the machine says when it shows.
  const prerendered = useHydrating()
  const buttonVisible = useSelector(actor, selectIsButtonVisible) || prerendered
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const element = video.current
    if (!element || !started) return
    if (playing) {
      // play() rejects when the browser refuses (power saving, policies): show it as stopped
      Promise.resolve(element.play()).catch(() => actor.send({ type: 'PLAY_FAILED' }))
    } else {
      element.pause()
    }
  }, [playing, started, actor])

  const toggle = () => actor.send({ type: 'TOGGLE' })

  return (
    <section
      className={styles.hero}
      data-playback={playing ? 'playing' : started ? 'stopped' : 'poster'}
    >
      {/* The film is decoration with a labelled button; a click on it is a mouse shortcut. */}
      {}
      <video
        ref={video}
        className={styles.video}
        aria-label={label}
        muted
        loop
        playsInline
        preload="none"
        {...(started ? { src: src ?? filmUrl() } : {})}
        onClick={toggle}
      />
      {!started && (
        // data-replay: a click on it before the film's code came plays the film once it has
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className={styles.poster} onClick={toggle} data-testid="video-poster" data-replay>
          <Picture media={poster} slot="hero" priority className={styles.posterImage} />
        </div>
      )}
      <div className={styles.overlay}>{children}</div>
      {buttonVisible && (
        <button type="button" className={styles.toggle} aria-pressed={playing} onClick={toggle}>
          {playing ? <PauseIcon size={22} /> : <PlayIcon size={22} />}
          <span>{playing ? 'Stop video' : 'Play video'}</span>
        </button>
      )}
    </section>
  )
}
