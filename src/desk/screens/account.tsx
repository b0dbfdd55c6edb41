import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { Button, Form } from 'react-aria-components'
import type { PasskeyJson, PasskeyOptionsJson } from '../../../content/desk/api.ts'
import { selectSigningOut } from '../../../machines/desk-session/desk-session.machine.ts'
import { isCancelled } from '../api/session-api.ts'
import { useDesk, useMe } from '../app/session.ts'
import { useTitle } from '../app/title.ts'
import { useWebAuthn } from '../app/web-authn.ts'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { Field } from '../ui/field.tsx'
import { formatWhen } from '../ui/format.ts'
import { Message } from '../ui/message.tsx'
import { ScreenHeading } from '../ui/screen-heading.tsx'

type Said = { tone: 'alert' | 'done'; text: string } | undefined

/**
 * The signed-in person's passkeys: the list (`GET /api/desk/passkeys`), "Add a passkey" (the
 * server's options, the browser's registration prompt through @simplewebauthn/browser, then
 * `POST /api/desk/passkeys`) and "Remove" with a confirmation. The person's count of passkeys
 * is read again after each change (`ME_CHANGED`).
 */
function Passkeys() {
  const { api, session } = useDesk()
  const webAuthn = useWebAuthn()
  const [items, setItems] = useState<readonly PasskeyJson[] | undefined>(undefined)
  const [name, setName] = useState('')
  const [adding, setAdding] = useState(false)
  const [said, setSaid] = useState<Said>(undefined)
  const [removing, setRemoving] = useState<PasskeyJson | undefined>(undefined)
  const [pending, setPending] = useState(false)

  const load = useCallback(async () => {
    const result = await api.passkeys()
    if (result.ok) setItems(result.data.items)
    else if (result.kind !== 'signed-out') setSaid({ tone: 'alert', text: result.message })
  }, [api])
  const refreshMe = async () => {
    const me = await api.me()
    if (me.ok) session.send({ type: 'ME_CHANGED', me: me.data })
  }
  useEffect(() => {
    void load()
  }, [load])

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAdding(true)
    setSaid(undefined)
    try {
      const options = await api.passkeyOptions()
      if (!options.ok) {
        if (options.kind !== 'signed-out') setSaid({ tone: 'alert', text: options.message })
        return
      }
      const offer = options.data as PasskeyOptionsJson<PublicKeyCredentialCreationOptionsJSON>
      let response
      try {
        response = await webAuthn.startRegistration({ optionsJSON: offer.options })
      } catch (error) {
        setSaid({
          tone: 'alert',
          text: isCancelled(error)
            ? 'No passkey was added: the prompt was closed.'
            : 'This browser or device could not make a passkey. Try another device.',
        })
        return
      }
      const added = await api.addPasskey({
        challengeId: offer.challengeId,
        response,
        ...(name.trim() === '' ? {} : { name: name.trim() }),
      })
      if (!added.ok) {
        if (added.kind !== 'signed-out') setSaid({ tone: 'alert', text: added.message })
        return
      }
      setName('')
      setSaid({ tone: 'done', text: `Passkey added: ${added.data.name}.` })
      await Promise.all([load(), refreshMe()])
    } finally {
      setAdding(false)
    }
  }

  const remove = async (passkey: PasskeyJson) => {
    setPending(true)
    const result = await api.removePasskey(passkey.id)
    setPending(false)
    setRemoving(undefined)
    if (!result.ok) {
      if (result.kind !== 'signed-out') setSaid({ tone: 'alert', text: result.message })
      return
    }
    setSaid({ tone: 'done', text: `Passkey removed: ${passkey.name}.` })
    await Promise.all([load(), refreshMe()])
  }

  return (
    <section className="desk-panel" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p className="desk-lead">
        A passkey signs you in with this device&apos;s fingerprint, face or screen lock instead of
        your password.
      </p>
      {said && (
        <Message tone={said.tone}>
          <p>{said.text}</p>
        </Message>
      )}
      {items === undefined ? (
        <p>Reading your passkeys…</p>
      ) : items.length === 0 ? (
        <p>You have no passkey yet.</p>
      ) : (
        <ul className="desk-list" aria-label="Your passkeys">
          {items.map((passkey) => (
            <li key={passkey.id}>
              <span className="desk-list__what">
                {passkey.name}
                <span className="desk-list__meta">
                  Added {formatWhen(passkey.createdAt)}
                  {passkey.lastUsedAt === null
                    ? ', never used yet'
                    : `, last used ${formatWhen(passkey.lastUsedAt)}`}
                </span>
              </span>
              <Button
                className="desk-button desk-button--quiet"
                aria-label={`Remove ${passkey.name}`}
                onPress={() => setRemoving(passkey)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form className="desk-form" onSubmit={(event) => void add(event)}>
        <Field
          label="Name of the new passkey (optional)"
          name="passkey-name"
          hint="For example the device it is on: Front desk laptop."
          value={name}
          onChange={setName}
          maxLength={60}
        />
        <div className="desk-buttons">
          <Button type="submit" className="desk-button" isDisabled={adding}>
            {adding ? 'Adding a passkey…' : 'Add a passkey'}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        isOpen={removing !== undefined}
        title={`Remove the passkey ${removing?.name ?? ''}?`}
        confirm="Remove the passkey"
        cancel="Keep it"
        isPending={pending}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(undefined)}
      >
        <p>You will no longer be able to sign in with it. Your password still works.</p>
      </ConfirmDialog>
    </section>
  )
}

/** `/desk/account`: passkeys, "Sign out" and "Sign out everywhere". */
export function AccountScreen() {
  useTitle('Account')
  const me = useMe()
  const { session } = useDesk()
  const signingOut = useSelector(session, selectSigningOut)
  return (
    <>
      <ScreenHeading>Account</ScreenHeading>
      <p className="desk-lead">
        Signed in as {me.name} ({me.email}).
      </p>
      <Passkeys />
      <section className="desk-panel" aria-labelledby="sessions-title">
        <h2 id="sessions-title">Signing out</h2>
        <p className="desk-lead">
          The desk signs you out by itself after 30 minutes without activity, and 12 hours after you
          signed in. &ldquo;Sign out everywhere&rdquo; ends every session of yours, on every device,
          this one too.
        </p>
        <div className="desk-buttons">
          <Button
            className="desk-button desk-button--quiet"
            isDisabled={signingOut !== undefined}
            onPress={() => session.send({ type: 'SIGN_OUT' })}
          >
            {signingOut === 'here' ? 'Signing out…' : 'Sign out'}
          </Button>
          <Button
            className="desk-button desk-button--quiet"
            isDisabled={signingOut !== undefined}
            onPress={() => session.send({ type: 'SIGN_OUT_EVERYWHERE' })}
          >
            {signingOut === 'everywhere' ? 'Signing out everywhere…' : 'Sign out everywhere'}
          </Button>
        </div>
      </section>
    </>
  )
}
