import { createContext, useContext } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { Me } from '../../../content/desk/api.ts'
import {
  selectMe,
  type deskSessionMachine,
} from '../../../machines/desk-session/desk-session.machine.ts'
import type { DeskClient } from '../api/client.ts'
import { deskEndpoints, type DeskEndpoints } from '../api/endpoints.ts'

export type DeskSessionRef = ActorRefFrom<typeof deskSessionMachine>

/** What every screen of the desk reaches: the session's actor and the API. */
export interface DeskContextValue {
  readonly session: DeskSessionRef
  readonly client: DeskClient
  readonly api: DeskEndpoints
}

export const DeskContext = createContext<DeskContextValue | undefined>(undefined)

/** The desk's session and API (inside `DeskApp`). */
export function useDesk(): DeskContextValue {
  const desk = useContext(DeskContext)
  if (!desk) throw new Error('useDesk is used outside the desk (DeskApp)')
  return desk
}

/** The signed-in person; the screens under the session gate only render while there is one. */
export function useMe(): Me {
  const me = useSelector(useDesk().session, selectMe)
  if (!me) throw new Error('useMe is used where nobody is signed in')
  return me
}

/** The desk's context for a client: its endpoints built once. */
export const deskContextOf = (session: DeskSessionRef, client: DeskClient): DeskContextValue => ({
  session,
  client,
  api: deskEndpoints(client),
})
