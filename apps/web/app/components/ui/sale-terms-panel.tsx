import type { SaleTerms } from '@kampus/contract';
import { Accordion, Alert, Button, Checkbox, Loader, Stack, Text, Typography } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { HtmlFragment } from './html-fragment.tsx';

/** The panel's own words (CONTRACT.md §13); the same for a learner's checkout and a parent's approval. */
const termsTexts = {
  heading: 'Satış belgeleri',
  intro: 'Onaylamadan önce iki belgeyi okuyun ve aşağıdaki iki kutuyu işaretleyin.',
  loading: 'Satış belgeleri hazırlanıyor…',
  failed: 'Satış belgeleri yüklenemedi.',
  retry: 'Tekrar Dene',
  preInformation: 'Ön Bilgilendirme Formu',
  distanceSales: 'Mesafeli Satış Sözleşmesi',
  acceptTerms: "Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, kabul ediyorum.",
  waiveWithdrawal:
    'Kursların (dijital içerik) hemen erişime açılmasını istiyorum; içerik hesaba tanımlandığında cayma hakkımın sona ereceğini biliyorum.',
  acceptTermsRequired: 'Devam etmek için belgeleri okuyup kabul ettiğinizi işaretleyin.',
  waiveWithdrawalRequired:
    'Devam etmek için içeriğin hemen sunulmasını ve cayma hakkının sona ereceğini onaylayın.',
} as const;

export type Acceptance = { acceptedTerms: boolean; waiveWithdrawal: boolean };

/**
 * The sale documents of a paid order (CONTRACT.md §13) in two panels that open in place, and the two boxes it needs:
 * the basket's bank-transfer dialog (`GET /orders/terms`) and a parent's approval (`GET /purchase-requests/{id}/terms`)
 * each pass their `load`. The documents' HTML is built by the server with every text escaped
 * (orders/sale-documents.ts).
 */
export function SaleTermsPanel({
  load: loadTerms,
  acceptance,
  onChange,
  showErrors,
}: {
  /** Reads the documents; keep it stable (a new function loads them again). */
  load: (signal?: AbortSignal) => Promise<SaleTerms>;
  acceptance: Acceptance;
  onChange: (next: Acceptance) => void;
  showErrors: boolean;
}) {
  const [terms, setTerms] = useState<SaleTerms | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setError(null);
      loadTerms(signal)
        .then(setTerms)
        .catch((e: unknown) => {
          if (signal?.aborted) return;
          setError(isApiError(e) ? e.message : termsTexts.failed);
        });
    },
    [loadTerms],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (error)
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="default" onClick={() => load()}>
            {termsTexts.retry}
          </Button>
        </Stack>
      </Alert>
    );
  if (!terms)
    return (
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{termsTexts.loading}</Text>
      </Stack>
    );

  const documents = [
    { key: 'pre-information', title: termsTexts.preInformation, html: terms.preInformationHtml },
    { key: 'distance-sales', title: termsTexts.distanceSales, html: terms.distanceSalesHtml },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="sale-terms-heading">
      <Text fw={700} id="sale-terms-heading">
        {termsTexts.heading}
      </Text>
      <Text size="sm">{termsTexts.intro}</Text>
      <Accordion variant="separated" multiple>
        {documents.map((d) => (
          <Accordion.Item key={d.key} value={d.key}>
            <Accordion.Control>{d.title}</Accordion.Control>
            <Accordion.Panel>
              <Typography
                fz="sm"
                // Long documents scroll inside their panel, which the keyboard can then scroll too.
                tabIndex={0}
                style={{ maxHeight: '50vh', overflowY: 'auto' }}
              >
                <HtmlFragment html={d.html} />
              </Typography>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Checkbox
        checked={acceptance.acceptedTerms}
        onChange={(e) => onChange({ ...acceptance, acceptedTerms: e.currentTarget.checked })}
        label={termsTexts.acceptTerms}
        error={showErrors && !acceptance.acceptedTerms ? termsTexts.acceptTermsRequired : undefined}
        required
      />
      <Checkbox
        checked={acceptance.waiveWithdrawal}
        onChange={(e) => onChange({ ...acceptance, waiveWithdrawal: e.currentTarget.checked })}
        label={termsTexts.waiveWithdrawal}
        error={showErrors && !acceptance.waiveWithdrawal ? termsTexts.waiveWithdrawalRequired : undefined}
        required
      />
    </Stack>
  );
}
