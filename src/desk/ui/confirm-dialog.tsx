import type { ReactNode } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

interface ConfirmDialogProps {
  readonly isOpen: boolean
  readonly title: string
  readonly children: ReactNode
  /** The button that does it, named for what it does ("Disable the account"). */
  readonly confirm: string
  /** The button that does not ("Keep it"). */
  readonly cancel: string
  readonly isPending?: boolean
  /** `danger` (the default: ember) for what destroys; `main` for an end that is good news (booked). */
  readonly tone?: 'danger' | 'main'
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/**
 * Asks before something that cannot be undone (React Aria's modal alert dialog: focus held
 * inside, Escape cancels, focus back to the button that opened it). The safe answer comes first.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onCancel()
      }}
      isDismissable={!props.isPending}
      className="desk-overlay"
    >
      <Modal className="desk-modal">
        <Dialog role="alertdialog" className="desk-dialog">
          <Heading slot="title">{props.title}</Heading>
          {props.children}
          <div className="desk-buttons">
            <Button className="desk-button desk-button--quiet" onPress={props.onCancel}>
              {props.cancel}
            </Button>
            <Button
              className={`desk-button${props.tone === 'main' ? '' : ' desk-button--danger'}`}
              onPress={props.onConfirm}
              isDisabled={props.isPending === true}
            >
              {props.confirm}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
