import { type ErrorInfo, errorCatalogue } from '@latch/core'
import { useMessages } from '@latch/hooks'
import { modalMessages } from '../i18n/modalMessages'
import { Button } from '../primitives/Button'
import { ErrorMessage } from '../primitives/ErrorMessage'

const loadFailed: ErrorInfo = { code: 'UI_LOAD_FAILED', message: errorCatalogue.UI_LOAD_FAILED }

/** In place of a view or panel whose chunk did not download: why, and a way to try again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useMessages(modalMessages)
  return (
    <div className="latch-center">
      <ErrorMessage error={loadFailed} />
      <Button variant="secondary" onClick={retry}>
        {t('tryAgain')}
      </Button>
    </div>
  )
}
