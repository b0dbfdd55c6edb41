// Length: one screen of one subject (the staff's accounts): the list, the invitation, the one-time link shown once, disabling with its confirmation.
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components'
import type { StaffJson, StaffRoleName } from '../../../content/desk/api.ts'
import { useDesk, useMe } from '../app/session.ts'
import { useTitle } from '../app/title.ts'
import { roleNames } from '../layout/signed-in-layout.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { Field } from '../ui/field.tsx'
import { formatWhen } from '../ui/format.ts'
import { Message } from '../ui/message.tsx'
import { ScreenHeading } from '../ui/screen-heading.tsx'

const statusNames = { invited: 'Invited', active: 'Active', disabled: 'Disabled' } as const

/** A one-time link, shown once: who it is for, the link to copy, and a copy button. */
function OneTimeLink({ name, link }: { readonly name: string; readonly link: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>(undefined)
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    )
  }
  return (
    <Message tone="done">
      <p>
        Send {name} this link. It works once, for 24 hours, and the desk will not show it again.
      </p>
      <code className="desk-link-box">{link}</code>
      <div className="desk-buttons">
        <Button className="desk-button desk-button--quiet" onPress={copy}>
          Copy the link
        </Button>
        <span role="status">
          {copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Select the link and copy it.' : ''}
        </span>
      </div>
    </Message>
  )
}

interface Invitation {
  email: string
  name: string
  role: StaffRoleName
}
const noInvitation: Invitation = { email: '', name: '', role: 'reservations' }

/**
 * `/desk/staff` (managers): everyone's account and its state, an invitation (e-mail, name,
 * role: `POST /api/desk/staff`) that shows the person's one-time link once, a new link for
 * someone (`POST .../link`, which voids their earlier ones) and disabling an account
 * (`POST .../disable`, asked first: it signs the person out at once).
 */
export function StaffScreen() {
  useTitle('Staff')
  const me = useMe()
  const { api } = useDesk()
  const [items, setItems] = useState<readonly StaffJson[] | undefined>(undefined)
  const [invitation, setInvitation] = useState<Invitation>(noInvitation)
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({})
  const [sending, setSending] = useState(false)
  const [link, setLink] = useState<{ name: string; link: string } | undefined>(undefined)
  const [said, setSaid] = useState<{ tone: 'alert' | 'done'; text: string } | undefined>()
  const [disabling, setDisabling] = useState<StaffJson | undefined>(undefined)
  const [pending, setPending] = useState(false)

  const load = useCallback(async () => {
    const result = await api.staff()
    if (result.ok) setItems(result.data.items)
    else if (result.kind !== 'signed-out') setSaid({ tone: 'alert', text: result.message })
  }, [api])
  useEffect(() => {
    void load()
  }, [load])

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const missing = {
      ...(invitation.email.trim() === '' ? { email: 'Enter their e-mail address' } : {}),
      ...(invitation.name.trim() === '' ? { name: 'Enter their name' } : {}),
    }
    setErrors(missing)
    if (Object.keys(missing).length > 0) return
    setSending(true)
    setSaid(undefined)
    setLink(undefined)
    const body = { ...invitation, email: invitation.email.trim(), name: invitation.name.trim() }
    const result = await api.invite(body)
    setSending(false)
    if (result.ok) {
      setLink({ name: body.name, link: result.data.link })
      setInvitation(noInvitation)
      await load()
    } else if (result.kind === 'invalid') setErrors(result.errors)
    else if (result.kind !== 'signed-out') setSaid({ tone: 'alert', text: result.message })
  }

  const newLink = async (person: StaffJson) => {
    setSaid(undefined)
    setLink(undefined)
    const result = await api.newLink(person.id)
    if (result.ok) setLink({ name: person.name, link: result.data.link })
    else if (result.kind !== 'signed-out') setSaid({ tone: 'alert', text: result.message })
  }

  const disable = async (person: StaffJson) => {
    setPending(true)
    const result = await api.disable(person.id)
    setPending(false)
    setDisabling(undefined)
    if (result.ok) {
      setSaid({ tone: 'done', text: `${person.name}'s account is disabled.` })
      await load()
    } else if (result.kind !== 'signed-out') setSaid({ tone: 'alert', text: result.message })
  }

  return (
    <>
      <ScreenHeading>Staff</ScreenHeading>
      {said && (
        <Message tone={said.tone}>
          <p>{said.text}</p>
        </Message>
      )}
      {link && <OneTimeLink name={link.name} link={link.link} />}
      <section className="desk-panel" aria-labelledby="people-title">
        <h2 id="people-title">Accounts</h2>
        {items === undefined ? (
          <p>Reading the accounts…</p>
        ) : (
          <ul className="desk-list" aria-label="Accounts">
            {items.map((person) => (
              <li key={person.id}>
                <span className="desk-list__what">
                  {person.name}{' '}
                  <span className={`desk-badge desk-badge--${person.status}`}>
                    {statusNames[person.status]}
                  </span>
                  <span className="desk-list__meta">
                    {person.email} · {roleNames[person.role]} ·{' '}
                    {person.passkeys === 1 ? '1 passkey' : `${person.passkeys} passkeys`} · since{' '}
                    {formatWhen(person.createdAt)}
                  </span>
                </span>
                {person.status !== 'disabled' && person.id !== me.id && (
                  <span className="desk-buttons">
                    <Button
                      className="desk-button desk-button--quiet"
                      aria-label={`New link for ${person.name}`}
                      onPress={() => void newLink(person)}
                    >
                      New link
                    </Button>
                    <Button
                      className="desk-button desk-button--quiet"
                      aria-label={`Disable ${person.name}`}
                      onPress={() => setDisabling(person)}
                    >
                      Disable
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="desk-panel" aria-labelledby="invite-title">
        <h2 id="invite-title">Invite someone</h2>
        <p className="desk-lead">
          They get a one-time link to set their password. Nothing is sent by e-mail: give them the
          link yourself.
        </p>
        <Form className="desk-form" onSubmit={(event) => void invite(event)}>
          <div className="desk-form-row">
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="off"
              value={invitation.email}
              onChange={(email) => setInvitation({ ...invitation, email })}
              error={errors['email']}
            />
            <Field
              label="Name"
              name="name"
              autoComplete="off"
              value={invitation.name}
              onChange={(name) => setInvitation({ ...invitation, name })}
              error={errors['name']}
            />
          </div>
          <RadioGroup
            className="desk-radios"
            value={invitation.role}
            onChange={(role) => setInvitation({ ...invitation, role: role as StaffRoleName })}
          >
            <Label className="desk-label">Role</Label>
            <Radio value="reservations" className="desk-radio">
              <span className="desk-radio__dot" aria-hidden="true" />
              Reservations: answers enquiries
            </Radio>
            <Radio value="manager" className="desk-radio">
              <span className="desk-radio__dot" aria-hidden="true" />
              Manager: also accounts, export, erasure and the audit trail
            </Radio>
          </RadioGroup>
          <div className="desk-buttons">
            <Button type="submit" className="desk-button" isDisabled={sending}>
              {sending ? 'Inviting…' : 'Invite'}
            </Button>
          </div>
        </Form>
      </section>
      <ConfirmDialog
        isOpen={disabling !== undefined}
        title={`Disable ${disabling?.name ?? ''}'s account?`}
        confirm="Disable the account"
        cancel="Keep it"
        isPending={pending}
        onConfirm={() => disabling && void disable(disabling)}
        onCancel={() => setDisabling(undefined)}
      >
        <p>
          They are signed out at once and can no longer sign in. What they did stays on the
          enquiries and in the audit trail.
        </p>
      </ConfirmDialog>
    </>
  )
}
